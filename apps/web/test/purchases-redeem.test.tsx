import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RedeemPage } from '../src/features/purchases/RedeemPage';
import { apiClient } from '../src/lib/api-client';
import { apiError, renderPage, signedInServices } from './fake-client';
import { BOOK_UUID, EPISODE_UUID, estCode, promo, redemption } from './purchases-fixtures';

const purchases = apiClient.purchases;

beforeEach(() => {
  vi.spyOn(purchases, 'checkEstCode').mockResolvedValue(estCode());
  vi.spyOn(purchases, 'redeemEstCode').mockResolvedValue(redemption());
});
afterEach(() => vi.restoreAllMocks());

async function renderRedeem(locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  return renderPage(<RedeemPage />, { pattern: '/redeem', path: '/redeem', services, locale });
}

function enter(code: string, label = 'Code', check = 'Check') {
  fireEvent.change(screen.getByLabelText(label), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: check }));
}

const bookAsset = {
  sku: 'book-6a5b',
  title: 'Ember Harbor Vol. 1',
  price: '9.99',
  is_active: true,
  object: { model: 'book' as const, data: { uuid: BOOK_UUID, asset_key: 'ember-1' } },
  currency_code: 'USD',
  owned: true,
};

describe('redeem a code', () => {
  it('checks the code (upper case, trimmed), shows what it grants, then redeems it with links to read and watch', async () => {
    const code = estCode({ assets: [...estCode().assets, bookAsset] });
    vi.mocked(purchases.checkEstCode).mockResolvedValue(code);
    vi.mocked(purchases.redeemEstCode).mockResolvedValue(redemption({ assets: code.assets }));
    await renderRedeem();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: ' ember2026 ' } });
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe(' EMBER2026 ');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));

    const details = await screen.findByRole('region', { name: 'Ember Harbor launch' });
    expect(purchases.checkEstCode).toHaveBeenCalledWith('EMBER2026', expect.anything());
    const assets = within(details).getByRole('list', { name: 'What this code gives you' });
    expect(within(assets).getAllByRole('listitem')).toHaveLength(2);
    expect(within(assets).getByText('$2.99').closest('span')?.className).toMatch(/struck/);
    expect(within(assets).getAllByText('Free with this code')).toHaveLength(2);
    // The book is the member's already: marked, and redeeming keeps it as it is.
    const book = within(assets).getByText('Ember Harbor Vol. 1').closest('li')!;
    expect(within(book).getByTestId('owned-badge').textContent).toBe('Owned');
    expect(purchases.redeemEstCode).not.toHaveBeenCalled();

    fireEvent.click(within(details).getByRole('button', { name: 'Redeem' }));
    const done = await screen.findByRole('status', { name: 'Code redeemed' });
    expect(purchases.redeemEstCode).toHaveBeenCalledTimes(1);
    expect(vi.mocked(purchases.redeemEstCode).mock.calls[0]![0]).toBe('EMBER2026');
    expect(vi.mocked(purchases.redeemEstCode).mock.calls[0]![1]?.idempotencyKey).toEqual(expect.any(String));
    expect(
      within(done)
        .getByRole('link', { name: /^Watch now\W+Ember Harbor 1$/ })
        .getAttribute('href'),
    ).toBe(`/watch/episode/${EPISODE_UUID}`);
    expect(
      within(done)
        .getByRole('link', { name: /^Read now\W+Ember Harbor Vol. 1$/ })
        .getAttribute('href'),
    ).toBe(`/comics/read/${BOOK_UUID}`);
    expect(within(done).getByRole('link', { name: 'See all your purchases' }).getAttribute('href')).toBe(
      '/account/purchases',
    );
  });

  it('says what a comp code gives: months of Premium', async () => {
    vi.mocked(purchases.checkEstCode).mockResolvedValue(
      estCode({ type: 'comp', comp_duration: 3, assets: [] }),
    );
    await renderRedeem();
    enter('PREMIUM3');
    expect(await screen.findByText('3 months of Premium')).toBeTruthy();
  });

  it('shows a coded refusal of redeeming in words, and keeps the code to try again', async () => {
    vi.mocked(purchases.redeemEstCode).mockRejectedValue(apiError(3013));
    await renderRedeem();
    enter('EMBER2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This code has been used as many times as it can be.');
    expect(alert.getAttribute('data-code')).toBe('3013');
    expect(screen.queryByRole('status', { name: 'Code redeemed' })).toBeNull();
  });

  it('explains why a code cannot be redeemed (another country, or redeemed already) and offers no Redeem', async () => {
    vi.mocked(purchases.checkEstCode).mockResolvedValue(estCode({ redeemable: false, countries: ['MX'] }));
    await renderRedeem();
    enter('EMBER2026');
    expect((await screen.findByTestId('not-redeemable')).textContent).toBe(
      "You can't redeem this code: it is only for MX, or you've already redeemed it.",
    );
    expect(screen.queryByRole('button', { name: 'Redeem' })).toBeNull();
  });

  it('offers a Premium promo code into checkout when no EST code has that name', async () => {
    vi.mocked(purchases.checkEstCode).mockRejectedValue(apiError(3012));
    vi.spyOn(apiClient.premium, 'getPromo').mockResolvedValue(promo({ code: 'WELCOME20' }));
    await renderRedeem();
    enter('welcome20');
    const use = await screen.findByRole('link', { name: 'Use this code' });
    expect(apiClient.premium.getPromo).toHaveBeenCalledWith('WELCOME20', undefined, expect.anything());
    expect(use.getAttribute('href')).toMatch(/^\/premium\/checkout\?product=[^&]+&promo=WELCOME20$/);
  });

  it('says the code is unknown when it is no promo code either', async () => {
    vi.mocked(purchases.checkEstCode).mockRejectedValue(apiError(3012));
    vi.spyOn(apiClient.premium, 'getPromo').mockRejectedValue(apiError(3012));
    await renderRedeem();
    enter('NOPE');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe("We don't know this code. Check the spelling."),
    );
  });

  it('speaks Spanish', async () => {
    vi.mocked(purchases.checkEstCode).mockRejectedValue(apiError(3014));
    await renderRedeem('es');
    enter('OLD', 'Código', 'Comprobar');
    expect((await screen.findByRole('alert')).textContent).toBe('Este código ha caducado.');
  });
});
