import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComicBookPage } from '../src/features/comics/book/ComicBookPage';
import { apiClient } from '../src/lib/api-client';
import { BOOK_UUID, makeBook } from './comics-fixtures';
import { marker, renderPage, signedInServices } from './fake-client';
import {
  offer,
  owned,
  paymentMethod,
  previewBalance,
  previewGrant,
  purchaseItem,
  tax,
} from './purchases-fixtures';

const BOOK_ROUTE = '/comics/book/:uuid/:slug?';
const BOOK_PATH = `/comics/book/${BOOK_UUID}/the-lantern-keepers-1`;
const purchases = apiClient.purchases;
const bookOffer = (guid?: string) =>
  offer({
    model: 'book',
    object_uuid: BOOK_UUID,
    sku: 'book-lantern-1',
    title: 'The Lantern Keepers #1',
    price: '4.99',
    tax: guid ? tax({ base_price: '4.99', subtotal: '4.99', tax_amount: '0.44', total: '5.43' }) : null,
  });

beforeEach(() => {
  vi.spyOn(apiClient.comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 0 }));
  vi.spyOn(purchases, 'getOwned').mockResolvedValue(owned({ episodes: [], books: [] }));
  vi.spyOn(purchases, 'getOffer').mockImplementation(async (_model, _uuid, guid) => bookOffer(guid));
  vi.spyOn(purchases, 'getPreviews').mockResolvedValue(previewBalance({ credits_left: 2, previewed: [] }));
  vi.spyOn(apiClient.premium, 'getPaymentMethods').mockResolvedValue([paymentMethod()]);
});
afterEach(() => vi.restoreAllMocks());

async function renderBook() {
  const services = await signedInServices();
  return renderPage(<ComicBookPage />, {
    pattern: BOOK_ROUTE,
    path: BOOK_PATH,
    services,
    routes: [marker('/comics/read/:uuid')],
  });
}

describe('a premium book for sale, for a member without premium', () => {
  it('offers Buy; once bought the book is Owned and the wall gives way to Read', async () => {
    vi.spyOn(purchases, 'buy').mockResolvedValue(
      purchaseItem({ sku: 'book-lantern-1', object: { model: 'book', data: { uuid: BOOK_UUID } } }),
    );
    await renderBook();
    expect(await screen.findByRole('heading', { name: 'Go premium to read' })).toBeTruthy();
    expect((await screen.findByTestId('buy-price')).textContent).toBe('$4.99');
    fireEvent.click(screen.getByRole('button', { name: /^Buy/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Pay $5.43' }));
    expect(await screen.findByTestId('owned-badge')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Go premium to read' })).toBeNull();
    expect(screen.getByRole('link', { name: /Read now/ })).toBeTruthy();
  });

  it('offers a preview under the wall, which opens the reader', async () => {
    vi.spyOn(purchases, 'usePreview').mockResolvedValue(
      previewGrant({
        content_type: 'book',
        content_uuid: BOOK_UUID,
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    await renderBook();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a preview (2 of 2 left this month)' }));
    expect((await screen.findByTestId('location')).textContent).toBe('at /comics/read/:uuid');
    expect(purchases.usePreview).toHaveBeenCalledWith('book', BOOK_UUID, {
      idempotencyKey: expect.any(String),
    });
  });
});
