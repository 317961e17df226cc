import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PaymentMethodsPage,
  ReceiptPage,
  SubscriptionPage,
  TransactionsPage,
} from '../../src/features/subscription';
import { axeViolations } from '../discussions-fixtures';
import { renderPage, signedInServices } from '../fake-client';
import { spyOnPremiumReads } from './premium-spies';
import { makeSubscription, pastDueSubscription } from './subscription-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderAt(ui: React.ReactElement, path: string, pattern = path) {
  return renderPage(ui, { pattern, path, services: await signedInServices() });
}

describe('the premium account pages have no serious accessibility faults', () => {
  it('the subscription page, with every section and the history open', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [pastDueSubscription()] });
    reads.getSubscriptionEvents.mockResolvedValue([
      { kind: 'charged', created_at: '2026-11-26T12:00:00Z', detail: {} },
    ]);
    const { container } = await renderAt(<SubscriptionPage />, '/account/subscription');
    await screen.findByRole('group', { name: 'Plans you can move to' });
    await screen.findByRole('group', { name: 'Pay with' });
    const details = screen.getByText('Subscription history').closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    await screen.findByText('Payment taken');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the cancel dialog', async () => {
    spyOnPremiumReads({ subscriptions: [makeSubscription()] });
    await renderAt(<SubscriptionPage />, '/account/subscription');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog');
    // Focus moves into the dialog, on its first choice: keeping the plan.
    expect(document.activeElement?.textContent).toBe('Keep my plan');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('the payment methods, transactions and receipt pages', async () => {
    spyOnPremiumReads();
    const methods = await renderAt(<PaymentMethodsPage />, '/account/payment-methods');
    await screen.findByRole('list', { name: 'Your cards' });
    expect(await axeViolations(methods.container)).toEqual([]);
    methods.unmount();

    const transactions = await renderAt(<TransactionsPage />, '/account/transactions');
    await screen.findByRole('table');
    expect(await axeViolations(transactions.container)).toEqual([]);
    transactions.unmount();

    const receipt = await renderAt(
      <ReceiptPage />,
      '/account/transactions/tx-1',
      '/account/transactions/:id',
    );
    await screen.findByRole('heading', { name: 'Receipt' });
    expect(await axeViolations(receipt.container)).toEqual([]);
  });
});
