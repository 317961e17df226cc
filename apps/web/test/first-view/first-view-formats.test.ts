import { afterEach, expect, it, vi } from 'vitest';
import { formatPrice } from '../../src/components/catalogue/tile-model';
import { recordFirstViewFormats, seedFirstViewFormats } from '../../src/lib/first-view-formats';

afterEach(() => vi.restoreAllMocks());

it("records what a server render formatted, and only that render's", () => {
  const { result, formats } = recordFirstViewFormats(() => [
    formatPrice('24.99', 'USD', 'en'),
    formatPrice('9.5', 'EUR', 'es'),
  ]);
  expect(result).toEqual(['$24.99', '9,50\u00a0€']);
  expect(formats).toEqual({ 'price|en|USD|24.99': '$24.99', 'price|es|EUR|9.5': '9,50\u00a0€' });
  // Outside a recorded render nothing is kept.
  formatPrice('1.00', 'USD', 'en');
  expect(recordFirstViewFormats(() => null).formats).toEqual({});
});

it('writes the text the page came with, without building a formatter', () => {
  seedFirstViewFormats({ 'price|en|GBP|7.25': '£7.25 (from the server)', bad: 1 as unknown as string });
  const build = vi.spyOn(Intl, 'NumberFormat');
  expect(formatPrice('7.25', 'GBP', 'en')).toBe('£7.25 (from the server)');
  expect(build).not.toHaveBeenCalled();
  build.mockRestore();
  // Anything else is still formatted here.
  expect(formatPrice('7.26', 'GBP', 'en')).toBe('£7.26');
});
