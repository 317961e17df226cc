import { ApiError, codedError } from '@fanverse/client';
import { GIFT_MESSAGE_MAX_LENGTH } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GiftPage } from '../src/features/gifts/GiftPage';
import { lastStartDate, todayUtc } from '../src/features/gifts/gift-form-model';
import { apiClient } from '../src/lib/api-client';
import { deferred } from './deferred';
import { axeViolations } from './discussions-fixtures';
import { apiError, renderPage, signedInServices } from './fake-client';
import { SANDBOX_CONFIG, SECOND_CARD, gift, giftCatalog, paymentMethod, tax } from './gifts-fixtures';

const premium = apiClient.premium;
const purchases = apiClient.purchases;
const PAGE = '/premium/gift';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeEach(() => {
  vi.spyOn(premium, 'getCatalog').mockResolvedValue(giftCatalog());
  vi.spyOn(premium, 'getPaymentMethods').mockResolvedValue([paymentMethod(), SECOND_CARD]);
  vi.spyOn(premium, 'getPaymentMethodConfig').mockResolvedValue(SANDBOX_CONFIG);
  vi.spyOn(premium, 'getTax').mockImplementation(async (query) =>
    tax({
      product_code: query.product_code,
      base_price: '7.99',
      subtotal: '7.99',
      tax_amount: '0.71',
      total: '8.70',
    }),
  );
  vi.spyOn(purchases, 'getSentGifts').mockResolvedValue([]);
  vi.spyOn(purchases, 'createGift').mockRejectedValue(new Error('unexpected call: createGift'));
});
afterEach(() => vi.restoreAllMocks());

async function renderGiftPage(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  const view = renderPage(<GiftPage />, { pattern: PAGE, path: PAGE, services, locale });
  await screen.findByRole('form', { name: locale === 'en' ? 'Your gift' : 'Tu regalo' });
  return view;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillReceiver(email = 'grace@example.com') {
  type('Their name', 'Grace');
  type('Their email', email);
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Pay and send' }));
const fieldError = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

describe('Give premium: the form', () => {
  it('offers the gift products shortest first with their prices, the sender from the profile and today as the start', async () => {
    await renderGiftPage();
    const choices = within(screen.getByRole('group', { name: 'How long' })).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '1 month of Premium$7.99',
      '3 months of Premium$21.99',
      '12 months of Premium$79.99',
    ]);
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Your email') as HTMLInputElement).value).toBe('ada@example.com');
    const date = screen.getByLabelText('Send it on') as HTMLInputElement;
    expect(date.value).toBe(todayUtc());
    expect(date.min).toBe(todayUtc());
    expect(date.max).toBe(lastStartDate());
    type(/^Personal message/, 'Hello');
    expect(screen.getByText(`5 of ${GIFT_MESSAGE_MAX_LENGTH} characters`)).toBeTruthy();
  });

  it('says what is wrong with each field and sends nothing', async () => {
    await renderGiftPage();
    type('Your name', ' ');
    type(/^Personal message/, 'x'.repeat(GIFT_MESSAGE_MAX_LENGTH + 1));
    type('Send it on', inDays(-1));
    submit();
    expect(fieldError('Their name')).toContain('Enter their name.');
    expect(fieldError('Their email')).toContain('Enter their email address.');
    expect(fieldError('Your name')).toContain('Enter your name.');
    expect(fieldError(/^Personal message/)).toContain('Keep the message to 500 characters or fewer.');
    expect(fieldError('Send it on')).toContain('Choose today or a later day.');
    expect(screen.getByLabelText('Their email').getAttribute('aria-invalid')).toBe('true');

    type('Their email', 'grace@');
    type('Send it on', inDays(400));
    submit();
    expect(fieldError('Their email')).toContain('Enter a valid email address');
    expect(fieldError('Send it on')).toContain('Choose a day within a year from today.');

    // The sender's own address (in any case) is refused before the server's 3041.
    type('Their email', 'ADA@example.com');
    submit();
    expect(fieldError('Their email')).toContain("You can't send a gift to yourself");
    expect(purchases.createGift).not.toHaveBeenCalled();
  });

  it('asks the tax for the chosen gift product and card, and shows the total', async () => {
    await renderGiftPage();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(await within(summary).findByTestId('gift-total')).toBeTruthy();
    expect(premium.getTax).toHaveBeenLastCalledWith(
      { paymentmethod_guid: paymentMethod().guid, product_code: 'gift-1m' },
      expect.anything(),
    );
    expect(within(summary).getByText('Tax (8.875%)').nextElementSibling?.textContent).toBe('$0.71');
    expect(within(summary).getByTestId('gift-total').textContent).toBe('$8.70');

    fireEvent.click(screen.getByRole('radio', { name: /12 months/ }));
    fireEvent.click(screen.getByRole('radio', { name: /MasterCard ending 4444/ }));
    await waitFor(() =>
      expect(premium.getTax).toHaveBeenLastCalledWith(
        { paymentmethod_guid: SECOND_CARD.guid, product_code: 'gift-12m' },
        expect.anything(),
      ),
    );
  });

  it('says the tax is calculated at payment when it cannot be worked out', async () => {
    vi.mocked(premium.getTax).mockRejectedValue(apiError(3033));
    await renderGiftPage();
    expect(await screen.findByText('Tax calculated at payment.')).toBeTruthy();
  });
});

describe('Give premium: paying', () => {
  it('sends the gift once with one idempotency key, confirms when the receiver is mailed, and lists it', async () => {
    const start = inDays(10);
    const reply = deferred<ReturnType<typeof gift>>();
    vi.mocked(purchases.createGift).mockReturnValue(reply.promise);
    await renderGiftPage();
    fillReceiver();
    type(/^Personal message/, '  Happy birthday!  ');
    type('Send it on', start);
    const button = screen.getByRole('button', { name: 'Pay and send' });
    fireEvent.click(button);
    fireEvent.click(button); // a double click is the same gift
    expect(purchases.createGift).toHaveBeenCalledTimes(1);
    const [body, options] = vi.mocked(purchases.createGift).mock.calls[0]!;
    expect(body).toEqual({
      paymentmethod_guid: paymentMethod().guid,
      product_id: 101,
      receiver_name: 'Grace',
      receiver_email: 'grace@example.com',
      sender_name: 'Ada Lovelace',
      sender_email: 'ada@example.com',
      personal_message: 'Happy birthday!',
      premium_start_date: start,
      lang: 'en',
    });
    expect(options?.idempotencyKey).toMatch(/\S{16,}/);

    const sent = gift({ premium_start_date: start, state: 'scheduled' });
    vi.mocked(purchases.getSentGifts).mockResolvedValue([sent]);
    await act(async () => reply.resolve(sent));
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeTruthy();
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${start}T12:00:00Z`),
    );
    expect(screen.getByText(`We'll email grace@example.com on ${date}.`)).toBeTruthy();
    const list = screen.getByRole('region', { name: "Gifts you've sent" });
    expect(await within(list).findByText('To Grace')).toBeTruthy();
    expect(within(list).getByText('Scheduled')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Give another gift' }));
    expect((screen.getByLabelText('Their email') as HTMLInputElement).value).toBe('');
  });

  it('says the gift went at once when it starts today', async () => {
    vi.mocked(purchases.createGift).mockResolvedValue(
      gift({ premium_start_date: todayUtc(), state: 'sent' }),
    );
    await renderGiftPage();
    fillReceiver();
    submit();
    expect(await screen.findByText("We've emailed grace@example.com with a link to claim it.")).toBeTruthy();
  });

  it('retries a lost reply with the same key, and a refused payment with a new one', async () => {
    const lost = new ApiError({
      errors: [codedError(9998, 'en')],
      sessionExpired: false,
      networkError: true,
    });
    vi.mocked(purchases.createGift)
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(apiError(3006))
      .mockResolvedValueOnce(gift());
    await renderGiftPage();
    fillReceiver();
    submit();
    await waitFor(() => expect(purchases.createGift).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay and send' }).getAttribute('aria-busy')).toBeNull(),
    );
    submit();
    expect(await screen.findByText('Transaction declined')).toBeTruthy();
    submit();
    await screen.findByRole('heading', { name: 'Your gift is on its way' });
    const keys = vi.mocked(purchases.createGift).mock.calls.map(([, options]) => options?.idempotencyKey);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it("places the server's refusals under their fields (3041: the sender's own address)", async () => {
    vi.mocked(purchases.createGift).mockRejectedValue(apiError(3041, 'receiver_email'));
    await renderGiftPage();
    fillReceiver('ada.lovelace@example.org');
    submit();
    await waitFor(() => expect(fieldError('Their email')).toContain("You can't send a gift to yourself"));
  });

  it('pays with a new card: saved first, then chosen, then the tax is asked for it', async () => {
    vi.mocked(premium.getPaymentMethods).mockResolvedValue([]);
    const saved = paymentMethod({ guid: '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d' });
    vi.spyOn(premium, 'sandboxTokenize').mockResolvedValue({ nonce: 'nonce-1' } as never);
    vi.spyOn(premium, 'createPaymentMethod').mockImplementation(async () => {
      // The server lists the new card from now on.
      vi.mocked(premium.getPaymentMethods).mockResolvedValue([saved]);
      return saved;
    });
    await renderGiftPage();
    expect(await screen.findByText('Choose or add a card to see the tax and total.')).toBeTruthy();
    fillReceiver();
    submit();
    expect(await screen.findByText('Choose a card, or save a new one first.')).toBeTruthy();

    type('Card number', '4111 1111 1111 1111');
    type(/^Expiry date/, '12/34');
    type('Security code', '123');
    type('Billing postal code', '10001');
    fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(premium.getTax).toHaveBeenLastCalledWith(
        { paymentmethod_guid: saved.guid, product_code: 'gift-1m' },
        expect.anything(),
      ),
    );
    expect(screen.getByRole('radio', { name: /Visa ending 1111/ })).toHaveProperty('checked', true);
  });

  it('passes axe with its errors shown, and every control is reached with the keyboard', async () => {
    const { container } = await renderGiftPage();
    submit();
    expect(await axeViolations(container)).toEqual([]);
    const controls = container.querySelectorAll('input, textarea, select, button');
    for (const control of controls) expect(control.getAttribute('tabindex')).not.toBe('-1');
  });

  it('reads in Spanish', async () => {
    await renderGiftPage('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Regala Premium' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar y enviar' }));
    expect(screen.getByText('Escribe su nombre.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /3 meses de Premium/ })).toBeTruthy();
  });
});
