import { PurchaseCode } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from '../src/features/auth/RegisterPage';
import { GiftClaimPage } from '../src/features/gifts/GiftClaimPage';
import { apiClient } from '../src/lib/api-client';
import { deferred } from './deferred';
import {
  apiError,
  claimsFor,
  createFakeServices,
  fakeAccounts,
  marker,
  renderPage,
  renderRoute,
  signedInServices,
} from './fake-client';
import { claimView, subscription } from './gifts-fixtures';

const purchases = apiClient.purchases;
const TOKEN = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLWEtZ2lmdC1saW5r';
const PATH = `/gift/claim/${TOKEN}`;
const longDate = (value: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(/T/.test(value) ? value : `${value}T12:00:00Z`),
  );

beforeEach(() => {
  vi.spyOn(purchases, 'getGiftClaim').mockResolvedValue(claimView());
  vi.spyOn(purchases, 'claimGift').mockRejectedValue(new Error('unexpected call: claimGift'));
});
afterEach(() => vi.restoreAllMocks());

async function renderClaim({ signedIn = true, locale = 'en' as 'en' | 'es', overrides = {} } = {}) {
  const services = signedIn ? await signedInServices(overrides) : undefined;
  const view = renderPage(<GiftClaimPage />, { pattern: '/gift/claim/:token', path: PATH, services, locale });
  await screen.findByText(locale === 'en' ? 'A gift from Ada Lovelace' : 'Un regalo de Ada Lovelace');
  return { ...view, member: services };
}

describe('the gift claim page', () => {
  it("shows who it is from, their message and what it gives, and asks a visitor to create an account with the receiver's address", async () => {
    await renderClaim({ signedIn: false });
    expect(purchases.getGiftClaim).toHaveBeenCalledWith(TOKEN, expect.anything());
    expect(screen.getByText('3 months of Premium (Premium)')).toBeTruthy();
    expect(screen.getByText('Happy birthday!')).toBeTruthy();
    const register = screen.getByRole('link', { name: 'Create an account to claim' });
    expect(register.getAttribute('href')).toBe(
      `/register?next=${encodeURIComponent(PATH)}&email=${encodeURIComponent('grace@example.com')}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent(PATH)}`,
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('registering from the link starts with the receiver’s address and comes back to the gift', async () => {
    const registered = {
      user_guid: 'user-guid-1',
      username: 'grace_h',
      email: 'grace@example.com',
      requires_password_reset: false,
      session: { jwt: 'jwt', session_id: 'session-1', user_guid: 'user-guid-1' },
    };
    const services = createFakeServices({
      accounts: fakeAccounts({ register: () => Promise.resolve(registered) }),
    });
    renderRoute(<RegisterPage />, {
      path: `/register?next=${encodeURIComponent(PATH)}&email=grace%40example.com`,
      pattern: '/register',
      services,
      routes: [marker('/gift/claim/:token'), marker('/welcome')],
    });
    const email = (await screen.findByLabelText('Email', { exact: true })) as HTMLInputElement;
    expect(email.value).toBe('grace@example.com');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'grace_h' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'comet-tail-42' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    });
    expect(await screen.findByText('at /gift/claim/:token')).toBeTruthy();
    expect(services.accounts.register).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'grace@example.com', username: 'grace_h' }),
    );
  });

  it('claims once for a member, refreshes their premium, and says until when it lasts', async () => {
    const until = '2027-02-26T12:00:00.000Z';
    const reply = deferred<Awaited<ReturnType<typeof purchases.claimGift>>>();
    vi.mocked(purchases.claimGift).mockReturnValue(reply.promise);
    const { member } = await renderClaim({
      overrides: { getClaims: () => Promise.resolve(claimsFor('premium')) },
    });
    const claim = screen.getByRole('button', { name: 'Claim' });
    fireEvent.click(claim);
    fireEvent.click(claim);
    expect(purchases.claimGift).toHaveBeenCalledTimes(1);
    expect(vi.mocked(purchases.claimGift).mock.calls[0]![0]).toBe(TOKEN);
    expect(vi.mocked(purchases.claimGift).mock.calls[0]![1]?.idempotencyKey).toBeTruthy();
    const claimsBefore = vi.mocked(member!.accounts.getClaims).mock.calls.length;
    await act(async () =>
      reply.resolve({ subscription: subscription(), outcome: 'comped', premium_expiration_date: until }),
    );
    expect(await screen.findByText(`Premium until ${longDate(until)}.`)).toBeTruthy();
    expect(vi.mocked(member!.accounts.getClaims).mock.calls.length).toBeGreaterThan(claimsBefore);
    expect(screen.getByRole('link', { name: 'Browse premium series' }).getAttribute('href')).toBe('/browse');
  });

  it.each([
    [PurchaseCode.GIFT_ALREADY_CLAIMED, 'This gift has already been claimed.'],
    [PurchaseCode.GIFT_CLAIM_EXPIRED, 'This gift link has expired.'],
    [PurchaseCode.GIFT_NOT_FOUND, "This gift link isn't valid. Check the link in your email."],
    [PurchaseCode.GIFT_TO_SELF, 'This is your own gift: the person you sent it to claims it.'],
    [PurchaseCode.GIFT_NOT_STARTED, `This gift is available from ${longDate('2026-01-01')}.`],
  ] as const)('explains a refused claim (%i)', async (code, text) => {
    vi.mocked(purchases.claimGift).mockRejectedValue(apiError(code));
    await renderClaim();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
    expect(screen.getByRole('alert').getAttribute('data-code')).toBe(String(code));
  });

  it('says an unknown link is invalid (3044 on opening it)', async () => {
    vi.mocked(purchases.getGiftClaim).mockRejectedValue(apiError(3044));
    renderPage(<GiftClaimPage />, { pattern: '/gift/claim/:token', path: PATH, routes: [marker('/x')] });
    expect(await screen.findByText("This gift link isn't valid. Check the link in your email.")).toBeTruthy();
  });

  it('shows a claimed or expired gift as such, with nothing to press', async () => {
    vi.mocked(purchases.getGiftClaim).mockResolvedValue(claimView({ state: 'claimed' }));
    await renderClaim();
    expect(screen.getByRole('alert').textContent).toBe('This gift has already been claimed.');
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('tells the receiver from when a gift scheduled later can be claimed', async () => {
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    vi.mocked(purchases.getGiftClaim).mockResolvedValue(
      claimView({ premium_start_date: later, state: 'scheduled' }),
    );
    await renderClaim();
    expect(screen.getByRole('alert').textContent).toBe(`This gift is available from ${longDate(later)}.`);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('reads in Spanish', async () => {
    await renderClaim({ signedIn: false, locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Te han regalado Premium' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Crear una cuenta para canjearlo' })).toBeTruthy();
  });
});
