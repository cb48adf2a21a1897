// /payments: the student's payment transactions: No., Course Name, Amount (₹, en-IN), Reference Number, Date; 5 rows
// a page; 'No Transactions Found!' when there are none (or the list could not be loaded).
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo } from 'react';
import { CATALOGUE_MESSAGES as M } from '../../../application/catalogue/catalogue-messages';
import { formatRupees } from '../../../domain/catalogue/catalogue-rules';
import { Pagination } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { useServices } from '../../services-context';
import { PageHeading } from '../page-heading';
import { PaymentsStore } from './payments.store';

const COLUMNS = ['No.', 'Course Name', 'Amount', 'Reference Number', 'Date'] as const;
const cell = { padding: '10px 12px', textAlign: 'left' as const, verticalAlign: 'middle' as const };

/** 'yyyy-mm-ddThh:mm...' as '25 Nov 2026, 10:30' in the student's time zone; other text as it came. */
export const formatPaymentDate = (iso: string): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });
};

export default observer(function PaymentsPage() {
  const { catalogue } = useServices();
  const store = useMemo(() => new PaymentsStore(catalogue), [catalogue]);
  useEffect(() => { void store.load(); }, [store]);
  const headingId = useId();
  const { rows, page, pages } = store.currentPage;

  return (
    <>
      <PageHeading><span id={headingId}>Payments</span></PageHeading>
      <section css={(t) => ({ padding: 20, borderRadius: t.radii.lg, border: `1px solid ${t.colors.border}`, background: t.colors.surface })}>
        {store.loading ? (
          <div css={{ display: 'flex', justifyContent: 'center', padding: 24 }}><Spinner label="Loading payments..." /></div>
        ) : store.transactions.length === 0 ? (
          <p css={(t) => ({ margin: 0, padding: '24px 0', textAlign: 'center', color: t.colors.textMuted, fontWeight: 600 })}>{M.noTransactions}</p>
        ) : (
          <>
            <div css={{ overflowX: 'auto' }}>
              <table aria-labelledby={headingId} css={(t) => ({ width: '100%', minWidth: 640, borderCollapse: 'collapse', '& th, & td': { borderBottom: `1px solid ${t.colors.border}` }, '& thead th': { background: t.colors.surfaceAlt, fontSize: 14, color: t.colors.text } })}>
                <thead>
                  <tr>{COLUMNS.map((c) => <th key={c} scope="col" css={cell}>{c}</th>)}</tr>
                </thead>
                <tbody>
                  {rows.map((tx, i) => (
                    <tr key={tx.id}>
                      <td css={cell}>{store.numberOf(i)}</td>
                      <th scope="row" css={[cell, { fontWeight: 600 }]}>{tx.courseName}</th>
                      <td css={[cell, { whiteSpace: 'nowrap' }]}>{`₹ ${formatRupees(tx.amount)}`}</td>
                      <td css={[cell, { fontFamily: 'ui-monospace, monospace', fontSize: 14 }]}>{tx.referenceNumber}</td>
                      <td css={[cell, { whiteSpace: 'nowrap' }]}>{formatPaymentDate(tx.createdDateTime)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && <Pagination label="Payment pages" page={page} pages={pages} onGo={(p) => store.goTo(p)} />}
          </>
        )}
      </section>
    </>
  );
});
