import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { err, ok } from '../../../../domain/shared/result';
import PaymentsPage from '../../../../ui/pages/payments/payments.page';
import { aTransaction, fakeCatalogue } from './catalogue-fakes';
import { renderCataloguePage } from './catalogue-harness';

const bodyRows = () => within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row').slice(1);

describe('/payments', () => {
  it('lists the payments in a table of 5 rows a page with No., Course Name, Amount (en-IN), Reference Number, Date', async () => {
    const catalogue = fakeCatalogue();
    catalogue.transactions.mockResolvedValue(ok([
      aTransaction({ id: 9, courseName: 'NEET Biology Booster', amount: 123456.5, referenceNumber: 'pay_ABC' }),
      ...Array.from({ length: 6 }, (_, i) => aTransaction({ id: i + 1, courseName: `Course ${i + 1}` })),
    ]));
    renderCataloguePage(<PaymentsPage />, { path: '/payments', catalogue });
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Course Name', 'Amount', 'Reference Number', 'Date']);
    expect(bodyRows()).toHaveLength(5);
    const first = bodyRows()[0];
    expect(first).toHaveTextContent('1');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('NEET Biology Booster');
    expect(first).toHaveTextContent('₹ 1,23,456.50');
    expect(first).toHaveTextContent('pay_ABC');
    expect(first).toHaveTextContent('2026');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Payment pages' })).getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(2);
    expect(bodyRows()[0]).toHaveTextContent(/^6/);
  });

  it.each([
    ['there are none', ok([])],
    ['the list could not be loaded', err({ message: 'Something went wrong' })],
  ])("says 'No Transactions Found!' when %s", async (_, reply) => {
    const catalogue = fakeCatalogue();
    catalogue.transactions.mockResolvedValue(reply as never);
    renderCataloguePage(<PaymentsPage />, { path: '/payments', catalogue });
    expect(await screen.findByText('No Transactions Found!')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
