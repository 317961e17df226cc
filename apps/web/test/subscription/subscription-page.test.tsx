import { ApiError, codedError } from '@fanverse/client';
import type { Subscription } from '@fanverse/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionPage } from '../../src/features/subscription';
import { apiClient } from '../../src/lib/api-client';
import { apiError, renderPage, signedInServices } from '../fake-client';
import { spyOnPremiumReads } from './premium-spies';
import {
  OTHER_CARD_GUID,
  SUBSCRIPTION_GUID,
  cancelledSubscription,
  changeOf,
  expiredSubscription,
  makeEvent,
  makeSubscription,
  makeTransaction,
  pastDueSubscription,
  subscriptionProduct,
  trialSubscription,
} from './subscription-fixtures';

const PAGE = '/account/subscription';
const premium = apiClient.premium;

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderSubscriptionPage(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  const view = renderPage(<SubscriptionPage />, { pattern: PAGE, path: PAGE, services, locale });
  return { ...view, services };
}

type Reads = ReturnType<typeof spyOnPremiumReads>;

/**
 * The server after an action: the action answers the subscription with the reloaded list, and
 * the list read answers the same from then on (the page asks it again with the claims).
 */
function serverNow(reads: Reads, subscription: Subscription) {
  reads.getSubscriptions.mockResolvedValue([subscription]);
  return changeOf(subscription);
}

/**
 * What the client's cancelSubscription answers (spec §4): the subscription with its expiration
 * date blanked locally, the reloaded list with the server's.
 */
function cancelledNow(reads: Reads, subscription: Subscription) {
  const change = serverNow(reads, subscription);
  return { ...change, subscription: { ...change.subscription, premium_expiration_date: null } };
}

/** The label/value pair of the details list named `label`. */
function fact(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  // Intl writes some amounts with no-break spaces ("7,99 US$"): compared as plain spaces.
  return (term.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

describe('the subscription page, state by state', () => {
  it('a free trial: when it ends and when the first payment falls', async () => {
    spyOnPremiumReads({ subscriptions: [trialSubscription()] });
    await renderSubscriptionPage();
    expect(await screen.findByRole('heading', { name: 'Premium Monthly' })).toBeTruthy();
    expect(screen.getByText('Free trial', { selector: 'span' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your free trial runs until December 3, 2026. Your first payment is on December 3, 2026.',
      ),
    ).toBeTruthy();
    expect(fact('Billing')).toBe('Monthly · $7.99 a month');
    expect(fact('Next bill')).toBe('$7.99 on December 3, 2026');
    expect(await screen.findByText('Visa •••• 1111', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubscribe' })).toBeNull();
  });

  it('active: the renewal date and amount, the card and the promo', async () => {
    spyOnPremiumReads({
      subscriptions: [makeSubscription({ promos: [{ code: 'WELCOME20' }], discount: '1.60' })],
    });
    await renderSubscriptionPage();
    expect(await screen.findByText('Your plan renews on December 26, 2026.')).toBeTruthy();
    expect(screen.getByText('Active', { selector: 'span' })).toBeTruthy();
    expect(fact('Next bill')).toBe('$7.99 on December 26, 2026');
    expect(fact('Promo code')).toBe('WELCOME20 ($1.60 off each payment)');
    expect(fact('Member since')).toBe('November 26, 2026');
    // A promo is already applied: no second one is offered.
    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });

  it('past due: the next retry and a prompt that leads to changing the card', async () => {
    spyOnPremiumReads({ subscriptions: [pastDueSubscription()] });
    await renderSubscriptionPage();
    expect(
      await screen.findByText("Your last payment didn't go through. We'll try again on November 28, 2026."),
    ).toBeTruthy();
    const prompt = screen.getByRole('link', { name: 'Change your card to keep premium.' });
    expect(prompt.getAttribute('href')).toBe('#payment-method');
    expect(document.getElementById('payment-method')?.textContent).toContain('Payment method');
    // No bill is due on a date while payments are failing.
    expect(fact('Next bill')).toBe('—');
  });

  it('cancelled: premium until the end of the period, and resubscribing instead of cancelling', async () => {
    spyOnPremiumReads({ subscriptions: [cancelledSubscription()] });
    await renderSubscriptionPage();
    expect(await screen.findByText('Premium until December 26, 2026.')).toBeTruthy();
    expect(screen.getByText('Cancelled', { selector: 'span' })).toBeTruthy();
    expect(
      screen.getByText('Turn renewal back on. No charge now: your next payment is on December 26, 2026.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Change plan' })).toBeNull();
  });

  it('expired: resubscribing starts a new, charged subscription', async () => {
    spyOnPremiumReads({ subscriptions: [expiredSubscription()] });
    await renderSubscriptionPage();
    expect(await screen.findByText('Your premium ended on December 26, 2026.')).toBeTruthy();
    expect(screen.getByText('Start a new Premium Monthly subscription, charged now: $7.99.')).toBeTruthy();
  });

  it('comped: complimentary, with nothing to pay or cancel', async () => {
    spyOnPremiumReads({
      subscriptions: [
        makeSubscription({
          state: { active: true, state: 'Comped' },
          paymentmethod_guid: null,
          premium_next_pay_date: null,
          premium_next_pay_amount: null,
          premium_expiration_date: null,
        }),
      ],
    });
    await renderSubscriptionPage();
    expect(await screen.findByText('Complimentary premium, with no end date.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payment method' })).toBeNull();
  });

  it('no subscription: a way to the Premium page', async () => {
    spyOnPremiumReads({ subscriptions: [] });
    await renderSubscriptionPage();
    expect(await screen.findByRole('heading', { name: "You're not premium yet" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the premium plans' }).getAttribute('href')).toBe('/premium');
  });

  it('shows a failed load in words, with a retry', async () => {
    const reads = spyOnPremiumReads();
    reads.getSubscriptions.mockRejectedValue(apiError(2999));
    await renderSubscriptionPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Subscription service error');
    reads.getSubscriptions.mockResolvedValue([makeSubscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your plan renews on December 26, 2026.')).toBeTruthy();
  });

  it('speaks Spanish, with dates and money written the Spanish way', async () => {
    spyOnPremiumReads({ subscriptions: [cancelledSubscription()] });
    await renderSubscriptionPage('es');
    expect(await screen.findByText('Premium hasta el 26 de diciembre de 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a suscribirme' })).toBeTruthy();
    expect(fact('Facturación')).toBe('Mensual · 7,99 US$ al mes');
  });
});

describe('cancelling', () => {
  it('names the date access ends, sends one request with one key across a double click, and refreshes the claims', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [makeSubscription()] });
    let answer: (value: ReturnType<typeof cancelledNow>) => void = () => {};
    const cancel = vi
      .spyOn(premium, 'cancelSubscription')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { services } = await renderSubscriptionPage();
    const claimsBefore = vi.mocked(services.api.claims.getClaims).mock.calls.length;

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog.textContent).toContain('Premium stays on until December 26, 2026, then ends.');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(confirm);

    expect(cancel).toHaveBeenCalledTimes(1);
    const [guid, options] = cancel.mock.calls[0]!;
    expect(guid).toBe(SUBSCRIPTION_GUID);
    expect(options?.idempotencyKey).toMatch(/^[\x21-\x7e]{8,255}$/);

    // The answered subscription's date is blank: the message reads it from the reloaded list.
    answer(cancelledNow(reads, cancelledSubscription()));
    expect(await screen.findByText('Premium until December 26, 2026.')).toBeTruthy();
    expect(screen.getByText('Cancelled. Premium until December 26, 2026.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(vi.mocked(services.api.claims.getClaims).mock.calls.length).toBe(claimsBefore + 1),
    );
  });

  it('keeping the plan sends nothing; a refusal is shown in words and the next try is a new key', async () => {
    spyOnPremiumReads({ subscriptions: [makeSubscription()] });
    const cancel = vi.spyOn(premium, 'cancelSubscription').mockRejectedValue(apiError(3017));
    await renderSubscriptionPage();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep my plan' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Subscription is already in a final state'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(2));
    expect(cancel.mock.calls[1]![1]?.idempotencyKey).not.toBe(cancel.mock.calls[0]![1]?.idempotencyKey);
  });
  it('past due: the paid period is over, so premium ends at once', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [pastDueSubscription()] });
    const ended = makeSubscription({
      state: { active: false, state: 'Canceled' },
      premium_next_pay_date: null,
      premium_next_pay_amount: null,
      premium_expiration_date: '2026-11-26T12:00:00.000Z',
    });
    vi.spyOn(premium, 'cancelSubscription').mockImplementation(async () => cancelledNow(reads, ended));
    await renderSubscriptionPage();
    expect(
      await screen.findByText("Your last payment didn't go through, so premium ends as soon as you cancel."),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByRole('dialog').textContent).toContain('Premium ends now');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Cancelled. Your premium has ended.')).toBeTruthy();
    expect(screen.getByText('Your premium ended on November 26, 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resubscribe' })).toBeTruthy();
  });
});

describe('resubscribing', () => {
  it('turns a cancelled subscription back on with one call', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [cancelledSubscription()] });
    const resubscribe = vi
      .spyOn(premium, 'resubscribe')
      .mockImplementation(async () => serverNow(reads, makeSubscription()));
    await renderSubscriptionPage();
    const button = await screen.findByRole('button', { name: 'Resubscribe' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Welcome back! Your plan is on again.')).toBeTruthy();
    expect(screen.getByText('Your plan renews on December 26, 2026.')).toBeTruthy();
    expect(resubscribe).toHaveBeenCalledTimes(1);
    expect(resubscribe).toHaveBeenCalledWith(SUBSCRIPTION_GUID, {}, { idempotencyKey: expect.any(String) });
  });
  it('after a lost connection, trying again sends the same key (the server answers the first reply)', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [cancelledSubscription()] });
    const lost = new ApiError({
      errors: [codedError(2999, 'en')],
      sessionExpired: false,
      networkError: true,
    });
    const resubscribe = vi
      .spyOn(premium, 'resubscribe')
      .mockRejectedValueOnce(lost)
      .mockImplementationOnce(async () => serverNow(reads, makeSubscription()));
    await renderSubscriptionPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Resubscribe' }));
    await waitFor(() => expect(resubscribe).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Resubscribe' }).getAttribute('aria-busy')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText('Welcome back! Your plan is on again.')).toBeTruthy();
    expect(resubscribe.mock.calls[1]![2]?.idempotencyKey).toBe(resubscribe.mock.calls[0]![2]?.idempotencyKey);
  });
});

describe('changing plan', () => {
  it('lists every other product as an upgrade or a downgrade', async () => {
    spyOnPremiumReads({
      subscriptions: [makeSubscription({ product: subscriptionProduct('premium-annual') })],
    });
    await renderSubscriptionPage();
    const group = await screen.findByRole('group', { name: 'Plans you can move to' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => (option as HTMLInputElement).value)).toEqual([
      'premium-monthly',
      'ultra-monthly',
      'ultra-annual',
    ]);
    const monthly = within(group).getByRole('radio', { name: /Premium Monthly/ });
    expect(monthly.closest('label')?.textContent).toContain('Downgrade');
    expect(monthly.closest('label')?.textContent).toContain(
      'Starts on December 26, 2026, when this period ends.',
    );
    // Annual to monthly billing waits for the renewal, even to a higher tier.
    const ultra = within(group).getByRole('radio', { name: /Ultra Monthly/ });
    expect(ultra.closest('label')?.textContent).toContain('Ultra Monthly · $12.99 a month');
    expect(ultra.closest('label')?.textContent).toContain('At renewal');
    expect(ultra.closest('label')?.textContent).toContain('when this period ends');
    const ultraAnnual = within(group).getByRole('radio', { name: /Ultra Annual/ });
    expect(ultraAnnual.closest('label')?.textContent).toContain('prorated charge today');
  });

  it('upgrades now, then shows what was charged from the transactions', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [makeSubscription()] });
    const upgraded = makeSubscription({ product: subscriptionProduct('ultra-monthly') });
    const change = vi.spyOn(premium, 'changeProduct').mockImplementation(async () => {
      reads.getTransactions.mockResolvedValue([
        makeTransaction(),
        makeTransaction({
          transaction_id: 'tx-upgrade',
          reason: 'upgrade',
          product_name: 'Ultra Monthly',
          total: '5.44',
          created_at: '2026-11-27T12:00:00.000Z',
        }),
      ]);
      return serverNow(reads, upgraded);
    });
    await renderSubscriptionPage();
    const submit = await screen.findByRole('button', { name: 'Change plan' });
    expect(submit.getAttribute('aria-disabled')).toBe('true'); // nothing chosen yet
    fireEvent.click(screen.getByRole('radio', { name: /Ultra Monthly/ }));
    fireEvent.click(submit);

    expect(await screen.findByText('Your plan is now Ultra Monthly.')).toBeTruthy();
    expect(await screen.findByText('Charged today: $5.44.')).toBeTruthy();
    expect(change).toHaveBeenCalledTimes(1);
    expect(change).toHaveBeenCalledWith(
      SUBSCRIPTION_GUID,
      'ultra-monthly',
      {},
      { idempotencyKey: expect.any(String) },
    );
    expect(screen.getByRole('heading', { name: 'Ultra Monthly' })).toBeTruthy();
  });

  it('a downgrade says when it starts', async () => {
    const reads = spyOnPremiumReads({
      subscriptions: [makeSubscription({ product: subscriptionProduct('ultra-monthly') })],
    });
    vi.spyOn(premium, 'changeProduct').mockImplementation(async () =>
      serverNow(
        reads,
        makeSubscription({
          product: subscriptionProduct('ultra-monthly'),
          pending_product: subscriptionProduct('premium-monthly'),
        }),
      ),
    );
    await renderSubscriptionPage();
    fireEvent.click(await screen.findByRole('radio', { name: /Premium Monthly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Premium Monthly starts on December 26, 2026.')).toBeTruthy();
    expect(fact('Scheduled change')).toBe('Switches to Premium Monthly on December 26, 2026');
  });
});

describe('the card and the promo', () => {
  it('moves the subscription to another saved card', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [pastDueSubscription()] });
    const change = vi
      .spyOn(premium, 'changePaymentMethod')
      .mockImplementation(async () =>
        serverNow(reads, makeSubscription({ paymentmethod_guid: OTHER_CARD_GUID })),
      );
    await renderSubscriptionPage();
    expect(await screen.findByText('Charged to Visa •••• 1111.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Mastercard •••• 4444/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this card' }));
    expect(await screen.findByText('Future payments go to Mastercard •••• 4444.')).toBeTruthy();
    expect(change).toHaveBeenCalledWith(SUBSCRIPTION_GUID, OTHER_CARD_GUID, {
      idempotencyKey: expect.any(String),
    });
    // The retry on the new card succeeded: the subscription is active again.
    expect(await screen.findByText('Charged to Mastercard •••• 4444.')).toBeTruthy();
    expect(screen.getByText('Your plan renews on December 26, 2026.')).toBeTruthy();
  });

  it('applies a promo code, and shows a refusal in words', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [makeSubscription()] });
    const apply = vi.spyOn(premium, 'applyPromo').mockRejectedValueOnce(apiError(3014));
    await renderSubscriptionPage();
    const field = await screen.findByRole('textbox', { name: 'Promo code' });
    fireEvent.change(field, { target: { value: 'oldpromo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(apply).toHaveBeenCalledWith(SUBSCRIPTION_GUID, 'OLDPROMO', {
        idempotencyKey: expect.any(String),
      }),
    );
    const section = screen.getByRole('heading', { name: 'Promo code' }).closest('section')!;
    await waitFor(() =>
      expect(within(section).getByRole('alert').textContent).toBe('This promo code has expired'),
    );

    apply.mockImplementationOnce(async () =>
      serverNow(reads, makeSubscription({ promos: [{ code: 'WELCOME20' }], discount: '1.60' })),
    );
    fireEvent.change(field, { target: { value: 'welcome20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code WELCOME20 applied.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull());
    expect(fact('Promo code')).toBe('WELCOME20 ($1.60 off each payment)');
  });
});

describe('the history', () => {
  it('is fetched when opened, newest first', async () => {
    const reads = spyOnPremiumReads({ subscriptions: [makeSubscription()] });
    reads.getSubscriptionEvents.mockResolvedValue([
      makeEvent('subscribed', '2026-11-26T12:00:00.000Z'),
      makeEvent('charged', '2026-11-26T12:00:01.000Z'),
      makeEvent('something_new', '2026-11-27T12:00:00.000Z'),
    ]);
    await renderSubscriptionPage();
    const summary = await screen.findByText('Subscription history');
    expect(reads.getSubscriptionEvents).not.toHaveBeenCalled();
    const details = summary.closest('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const items = await within(details).findAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      'something new',
      'Payment taken',
      'Subscribed',
    ]);
    expect(reads.getSubscriptionEvents).toHaveBeenCalledWith(SUBSCRIPTION_GUID, expect.anything());
  });
});
