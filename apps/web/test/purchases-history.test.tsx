import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchasesPage } from '../src/features/purchases/PurchasesPage';
import { apiClient } from '../src/lib/api-client';
import { renderPage, signedInServices } from './fake-client';
import { BOOK_UUID, EPISODE_UUID, gift, purchaseHistory, purchaseItem } from './purchases-fixtures';

const purchases = apiClient.purchases;

beforeEach(() => {
  vi.spyOn(purchases, 'getPurchases').mockResolvedValue(purchaseHistory());
});
afterEach(() => vi.restoreAllMocks());

async function renderHistory(path = '/account/purchases', locale: 'en' | 'es' = 'en') {
  const services = await signedInServices();
  return renderPage(<PurchasesPage />, { pattern: '/account/purchases', path, services, locale });
}

const lastQuery = () => vi.mocked(purchases.getPurchases).mock.calls.at(-1)![0];

describe('purchase history', () => {
  it('lists owned items and gifts with their source, price, state and links', async () => {
    vi.mocked(purchases.getPurchases).mockResolvedValue(
      purchaseHistory([
        purchaseItem(),
        purchaseItem({
          sku: 'book-6a5b',
          title: 'Ember Harbor Vol. 1',
          source: 'PromoCode Grant',
          price: '0.00',
          object: {
            model: 'book',
            data: { uuid: BOOK_UUID, url: `/comics/book/${BOOK_UUID}/ember-harbor-vol-1` },
          },
          state: 'refunded',
          is_active: false,
        }),
        purchaseItem({
          sku: 'gift-premium-3m',
          title: 'Premium, 3 months',
          price: '23.97',
          state: 'sent',
          object: { model: 'gift', data: gift() },
        }),
      ]),
    );
    await renderHistory();
    const rows = await screen.findAllByTestId('purchase-row');
    expect(rows).toHaveLength(3);
    const [episode, book, present] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(episode).getByRole('link', { name: 'Ember Harbor 1' }).getAttribute('href')).toBe(
      `/watch/episode/${EPISODE_UUID}`,
    );
    expect(within(episode).getByText('Bought')).toBeTruthy();
    expect(within(episode).getByText('$2.99')).toBeTruthy();
    expect(within(episode).getByText('November 26, 2026')).toBeTruthy();
    // A refunded item is greyed, says so, and offers no way to read it.
    expect(book.getAttribute('data-inactive')).toBe('true');
    expect(within(book).getByTestId('purchase-state').textContent).toBe('Refunded');
    expect(within(book).getByText('From a code')).toBeTruthy();
    expect(within(book).queryByRole('link', { name: /Read now/ })).toBeNull();
    expect(within(book).getByRole('link', { name: 'Ember Harbor Vol. 1' }).getAttribute('href')).toBe(
      `/comics/book/${BOOK_UUID}/ember-harbor-vol-1`,
    );
    expect(within(present).getByText('Gift for Rosa (rosa@example.com)')).toBeTruthy();
    expect(within(present).getByTestId('purchase-state').textContent).toBe('Sent, not claimed yet');
  });

  it('keeps the filters and the sort in the address and asks with them, from page 1', async () => {
    const { router } = await renderHistory('/account/purchases?page=2');
    await screen.findAllByTestId('purchase-row');
    expect(lastQuery()).toEqual({ page: 2, order: '-purchase_date' });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'book' } });
    await waitFor(() => expect(router.state.location.search).toBe('?model=book'));
    fireEvent.change(screen.getByLabelText('How you got it'), { target: { value: 'promocodegrant' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
    fireEvent.click(screen.getByLabelText('Include refunded and removed items'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?model=book&source=promocodegrant&inactive=true&order=title',
      ),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        page: 1,
        order: 'title',
        inactive: true,
        model: 'book',
        source: 'promocodegrant',
      }),
    );
  });

  it('pages with previous and next from the paging block', async () => {
    const page = (n: number) => ({
      ...purchaseHistory([purchaseItem({ title: `Item on page ${n}` })]),
      paging: {
        total_items: 45,
        total_pages: 3,
        requested_page: n,
        items_per_page: 20,
        previous_page_url: n > 1 ? `/api/premium/2/purchases/est/me?page=${n - 1}` : null,
        next_page_url: n < 3 ? `/api/premium/2/purchases/est/me?page=${n + 1}` : null,
      },
    });
    vi.mocked(purchases.getPurchases).mockImplementation(async (query) => page(Number(query?.page ?? 1)));
    const { router } = await renderHistory('/account/purchases?order=title');
    expect(await screen.findByText('Item on page 1')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Item on page 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?order=title&page=2');
    expect(lastQuery()).toEqual({ page: 2, order: 'title' });
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Item on page 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Item on page 2')).toBeTruthy();
  });

  it('shows an empty state with the ways to get something', async () => {
    vi.mocked(purchases.getPurchases).mockResolvedValue(purchaseHistory([]));
    await renderHistory();
    const empty = await screen.findByRole('region', { name: 'Nothing here yet' });
    expect(within(empty).getByRole('link', { name: 'Redeem a code' }).getAttribute('href')).toBe('/redeem');
    expect(within(empty).getByRole('link', { name: 'Give Premium' }).getAttribute('href')).toBe(
      '/premium/gift',
    );
  });

  it('ignores a hand-edited filter it does not offer, and speaks Spanish', async () => {
    await renderHistory('/account/purchases?model=clip&order=price', 'es');
    expect(await screen.findByRole('heading', { name: 'Tus compras' })).toBeTruthy();
    expect(lastQuery()).toEqual({ page: 1, order: '-purchase_date' });
    expect((screen.getByLabelText('Mostrar') as HTMLSelectElement).value).toBe('all');
  });
});
