// Get the app: QR codes of the store pages on the desktop layout, links to them on the mobile layout (under 480 px,
// spec 000 §6). Both are in the page and CSS shows one; on a phone (matchMedia) the QR codes are not drawn at all, and
// their encoder (the qrcode package, more than half of the dashboard's own code) is a chunk of its own, never loaded there.
import { useTheme } from '@emotion/react';
import { DASHBOARD_MESSAGES as M } from '../../../application/dashboard/dashboard-messages';
import { APP_STORE_LINKS } from '../../../domain/dashboard/app-links';
import { buttonCss } from '../../components/button';
import { deferred, useDeferred } from '../../components/deferred';
import { VisuallyHidden } from '../../components/visually-hidden';
import { mobileOnly, notMobile } from '../../layout/media';
import { Card } from './dashboard-parts';
import { useMediaQuery } from '../../components/use-media-query';

const qrCode = deferred(() => import('../../components/qr-code').then((m) => m.QrCode));
const QR_SIZE = 120;

export function GetAppCard() {
  const theme = useTheme();
  const phone = useMediaQuery(mobileOnly(theme).replace(/^@media\s*/, ''));
  return (
    <Card title={M.getTheApp}>
      <p css={(t) => ({ margin: 0, color: t.colors.textMuted, fontSize: 14 })}>{M.getTheAppText}</p>
      {!phone && <AppQrCodes />}
      <ul data-app-links="" css={(t) => ({ [notMobile(t)]: { display: 'none' }, listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 })}>
        {APP_STORE_LINKS.map((link) => (
          <li key={link.store}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" css={(t) => buttonCss(t, { variant: 'ghost', fullWidth: true })}>
              {M.getItOn(link.store)}
              <VisuallyHidden>{` ${M.opensInNewTab}`}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The store pages' QR codes (desktop layout): placeholders of their size until the encoder's chunk is in. */
function AppQrCodes() {
  const Qr = useDeferred(qrCode);
  return (
    <ul data-app-qr="" css={(t) => ({ [mobileOnly(t)]: { display: 'none' }, listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'space-around' })}>
      {APP_STORE_LINKS.map((link) => (
        <li key={link.store}>
          <figure css={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 6 }}>
            {Qr ? <Qr value={link.url} label={M.scanToGet(link.store)} size={QR_SIZE} /> : <div css={{ width: QR_SIZE, height: QR_SIZE }} />}
            <figcaption css={{ fontSize: 14, fontWeight: 600 }}>{link.store}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
