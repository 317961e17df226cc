import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReceiptPage, TransactionsPage } from '../../src/features/subscription';
import { renderPage, signedInServices } from '../fake-client';
import { spyOnPremiumReads } from './premium-spies';
import { makeTransaction } from './subscription-fixtures';

const PAGE = '/account/transactions';
const RECEIPT = '/account/transactions/:id';

afterEach(() => {
  vi.restoreAllMocks();
});

const signup = makeTransaction();
const renewal = makeTransaction({
  transaction_id: 'tx-2',
  reason: 'renewal',
  created_at: '2026-12-26T12:00:00.000Z',
  period_start: '2026-12-26T12:00:00.000Z',
  period_end: '2027-01-26T12:00:00.000Z',
});
const declined = makeTransaction({
  transaction_id: 'tx-3',
  reason: 'renewal',
  status: 'declined',
  response_text: 'Processor Declined',
  created_at: '2027-01-26T12:00:00.000Z',
});
const vat = makeTransaction({
  transaction_id: 'tx-gb',
  product_name: 'Premium Annual',
  currency_code: 'GBP',
  currency_symbol: '£',
  base_price: '69.99',
  discount_amount: '14.00',
  subtotal: '55.99',
  tax_amount: '9.33',
  total: '55.99',
  tax_rate: 0.2,
  tax_inclusive: true,
  period_end: '2027-11-26T12:00:00.000Z',
});

async function renderAt(path: string, ui = <TransactionsPage />, pattern = PAGE) {
  return renderPage(ui, {
    pattern,
    path,
    services: await signedInServices(),
    routes: [{ path: RECEIPT, element: <ReceiptPage /> }],
  });
}

/** A receipt line's amount, spaces Intl may write as no-break spaces made plain. */
function line(label: string | RegExp): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

describe('the transactions page', () => {
  it('lists the charges newest first: date, what for, amount, tax and status', async () => {
    const reads = spyOnPremiumReads();
    reads.getTransactions.mockResolvedValue([signup, declined, renewal]);
    await renderAt(PAGE);
    const table = await screen.findByRole('table', { name: 'Your payments, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['January 26, 2027', 'Renewal: Premium Monthly', '$8.70', '$0.71', 'Declined', 'View'],
      ['December 26, 2026', 'Renewal: Premium Monthly', '$8.70', '$0.71', 'Paid', 'View'],
      ['November 26, 2026', 'New subscription: Premium Monthly', '$8.70', '$0.71', 'Paid', 'View'],
    ]);
    const link = within(rows[2]!).getByRole('link', {
      name: 'Receipt for New subscription: Premium Monthly, November 26, 2026',
    });
    expect(link.getAttribute('href')).toBe('/account/transactions/tx-1');
  });

  it('says when there is nothing yet', async () => {
    const reads = spyOnPremiumReads();
    reads.getTransactions.mockResolvedValue([]);
    await renderAt(PAGE);
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('opens a receipt from its row: price, tax with its rate, total, card and period', async () => {
    spyOnPremiumReads();
    await renderAt(PAGE);
    fireEvent.click(await screen.findByRole('link', { name: /^Receipt for New subscription/ }));
    expect(await screen.findByRole('heading', { name: 'Receipt', level: 1 })).toBeTruthy();
    expect(line('Transaction')).toBe('tx-1');
    expect(line('Price')).toBe('$7.99');
    expect(line('Discount')).toBe('$0.00');
    expect(line('Subtotal')).toBe('$7.99');
    expect(line('Tax (8.875%)')).toBe('$0.71');
    expect(line('Total')).toBe('$8.70');
    expect(line('Paid with')).toBe('Visa •••• 1111');
    expect(line('Period')).toBe('November 26, 2026 to December 26, 2026');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All transactions' }).getAttribute('href')).toBe(PAGE);
  });

  it('a VAT receipt says the tax is included, in the charge’s currency, with the discount', async () => {
    const reads = spyOnPremiumReads();
    reads.getTransactions.mockResolvedValue([vat]);
    await renderAt('/account/transactions/tx-gb', <ReceiptPage />, RECEIPT);
    expect(await screen.findByText('Includes VAT (20%)')).toBeTruthy();
    expect(line('Price')).toBe('£69.99');
    expect(line('Discount')).toBe('−£14.00');
    expect(line('Includes VAT (20%)')).toBe('£9.33');
    expect(line('Total')).toBe('£55.99');
  });

  it('a declined charge shows the bank’s answer; an unknown id says the receipt does not exist', async () => {
    const reads = spyOnPremiumReads();
    reads.getTransactions.mockResolvedValue([declined]);
    const { router } = await renderAt('/account/transactions/tx-3', <ReceiptPage />, RECEIPT);
    expect(await screen.findByText('Processor Declined')).toBeTruthy();
    expect(line('Status')).toBe('Declined');
    await router.navigate('/account/transactions/nope');
    expect((await screen.findByRole('alert')).textContent).toBe("This receipt doesn't exist.");
  });

  it('prints the receipt', async () => {
    spyOnPremiumReads();
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await renderAt('/account/transactions/tx-1', <ReceiptPage />, RECEIPT);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
