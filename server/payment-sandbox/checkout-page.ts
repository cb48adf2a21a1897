// The sandbox's hosted checkout page: server-rendered HTML without any script, styled by its own CSS file.
// Every value from a form or an order is escaped.

export const SUCCESS_CARD = '4111 1111 1111 1111';
export const DECLINED_CARD = '4000 0000 0000 0002';
export const USE_TEST_CARD = 'Use one of the test cards.';
export const ALREADY_PAID = 'This order is already paid.';
export const SANDBOX_NAME = 'Exam Prep Sandbox';

const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 149900 paise -> '₹ 1,499.00' */
export const formatRupees = (paise: number): string => `₹ ${RUPEES.format(paise / 100)}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

export interface CheckoutView {
  /** the sandbox's public base, e.g. /payment-sandbox */
  base: string;
  orderId: string;
  merchant: string;
  description: string;
  amountPaise: number;
  payer: string;
  cardNumber?: string;
  error?: string;
}

const page = (base: string, title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}/v1/checkout/checkout.css">
<link rel="icon" href="${escapeHtml(base)}/v1/checkout/favicon.svg">
</head>
<body>
<main class="checkout">
<p class="badge">Test mode: no real money moves</p>
${body}
</main>
</body>
</html>
`;

const heading = (merchant: string): string => `<h1>${escapeHtml(merchant || 'Merchant')} via ${SANDBOX_NAME}</h1>`;

const hiddenOrder = (orderId: string): string => `<input type="hidden" name="order_id" value="${escapeHtml(orderId)}">`;

/** The checkout: merchant, what is bought, the order's amount, a card number field, Pay and Cancel. */
export function checkoutPage(v: CheckoutView): string {
  const amount = formatRupees(v.amountPaise);
  const base = escapeHtml(v.base);
  const invalid = v.error ? ' aria-invalid="true" aria-describedby="card-error test-cards"' : ' aria-describedby="test-cards"';
  return page(v.base, `Pay ${amount} - ${SANDBOX_NAME}`, `${heading(v.merchant)}
<p class="description">${escapeHtml(v.description)}</p>
<p class="amount"><span class="label">Amount to pay</span> <strong>${amount}</strong></p>
${v.payer ? `<p class="payer">Paying as ${escapeHtml(v.payer)}</p>` : ''}
${v.error ? `<p class="error" id="card-error" role="alert">${escapeHtml(v.error)}</p>` : ''}
<form method="post" action="${base}/v1/checkout/pay" class="pay">
${hiddenOrder(v.orderId)}
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" type="text" inputmode="numeric" autocomplete="off" maxlength="23" required value="${escapeHtml(v.cardNumber ?? '')}"${invalid}>
<button type="submit">Pay ${amount}</button>
</form>
<section class="cards" aria-labelledby="test-cards-heading">
<h2 id="test-cards-heading">Test cards</h2>
<ul id="test-cards">
<li><code>${SUCCESS_CARD}</code> succeeds</li>
<li><code>${DECLINED_CARD}</code> is declined</li>
</ul>
<p>Any name, expiry date and CVV: this page asks for none.</p>
</section>
<form method="post" action="${base}/v1/checkout/cancel" class="cancel">
${hiddenOrder(v.orderId)}
<button type="submit" class="secondary">Cancel</button>
</form>`);
}

/** A page that only says something (an order already paid, an unknown order, a bad form). */
export function messagePage(base: string, merchant: string, message: string): string {
  return page(base, `${message} - ${SANDBOX_NAME}`, `${heading(merchant)}
<p class="notice" role="status">${escapeHtml(message)}</p>`);
}

/** A small card in the tab (also keeps the browser from asking for /favicon.ico). */
export const CHECKOUT_ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="7" width="28" height="19" rx="3" fill="#0a58ca"/>'
  + '<rect x="2" y="11" width="28" height="4" fill="#1b1f24"/><rect x="6" y="19" width="10" height="3" rx="1" fill="#fff"/></svg>';

export const CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#1b1f24;line-height:1.5}
.checkout{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.12)}
.badge{display:inline-block;margin:0 0 .75rem;padding:.15rem .6rem;border-radius:999px;background:#fff3cd;color:#5c4400;font-size:.8rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
h2{font-size:1rem;margin:1rem 0 .25rem}
.description{margin:0 0 1rem;color:#3d4650}
.amount{font-size:1.1rem;margin:0 0 1rem}
.amount .label{color:#3d4650}
.payer{margin:0 0 1rem;color:#3d4650;font-size:.9rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text]{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid #6b7580;border-radius:8px;letter-spacing:.05em}
input[aria-invalid=true]{border-color:#b3261e}
button{display:block;width:100%;margin-top:.75rem;padding:.7rem;font-family:inherit;font-size:1rem;font-weight:600;border:0;border-radius:8px;background:#0a58ca;color:#fff;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
button.secondary{background:#fff;color:#0a58ca;border:1px solid #0a58ca}
.error{margin:0 0 1rem;padding:.5rem .75rem;border-radius:8px;background:#fdecea;color:#8a1c14}
.notice{padding:.75rem;border-radius:8px;background:#e7f1ff;color:#0a3d8f}
.cards ul{margin:.25rem 0;padding-left:1.2rem}
.cards p{margin:.25rem 0 0;font-size:.85rem;color:#3d4650}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
`;
