import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/db/schema';
import { insertComicFixtures, type BookFixture } from '../comics/comic-fixtures';
import { insertEpisode, type EpisodeOptions } from '../playback/playback-fixtures';
import { buildPremiumTestApp, premiumMember, type PremiumTestApp } from '../premium/premium-fixtures';

/*
 * Helpers of the purchases tests (apps/server/test/purchases/*): the premium test app (real
 * sandbox gateway, recorded mails, a clock the test moves), members, and content for sale.
 * Share one app per test file (withPurchasesApp).
 */

export { premiumMember, type PremiumTestApp };
export type { PremiumMember } from '../premium/premium-fixtures';

/** Where the dated tests start. */
export const START = '2026-03-01T12:00:00.000Z';

/**
 * One app for the test file that calls this: built before its tests (handed to `onReady`),
 * closed after them. With `clockAt`, every test starts at that instant.
 */
export function withPurchasesApp(
  onReady: (t: PremiumTestApp) => void,
  { clockAt }: { clockAt?: string } = {},
): void {
  let app: PremiumTestApp | undefined;
  beforeAll(async () => {
    app = await buildPremiumTestApp({ start: new Date(clockAt ?? START) });
    onReady(app);
  });
  afterAll(async () => {
    await app?.app.close();
  });
  if (clockAt) beforeEach(() => app?.clock.set(clockAt));
}

/** Prices (minor units) per currency an item is sold at by default. */
export const DEFAULT_PRICES = { USD: 299, EUR: 299, GBP: 249, MXN: 5900 } as const;

/** Puts an item on sale: an EST sku with prices. Answers the sku. */
export async function sellItem(
  db: Kysely<Database>,
  item: { model: 'book' | 'episode'; uuid: string; title?: string },
  prices: Partial<Record<keyof typeof DEFAULT_PRICES, number>> = DEFAULT_PRICES,
): Promise<string> {
  const sku = `${item.model}-${item.uuid.slice(0, 8)}`;
  await db
    .insertInto('est_skus')
    .values({ sku, model: item.model, object_uuid: item.uuid, title: item.title ?? sku })
    .onConflict((oc) => oc.column('sku').doNothing())
    .execute();
  for (const [currency, amount_minor] of Object.entries(prices)) {
    await db
      .insertInto('est_sku_prices')
      .values({ sku, currency, amount_minor })
      .onConflict((oc) => oc.columns(['sku', 'currency']).doUpdateSet({ amount_minor }))
      .execute();
  }
  if (item.model === 'book') {
    await db.updateTable('comic_books').set({ est_available: true }).where('uuid', '=', item.uuid).execute();
  }
  return sku;
}

/** A premium-walled episode (wall type 0) on sale. */
export async function premiumEpisodeForSale(db: Kysely<Database>, options: EpisodeOptions = {}) {
  const episode = await insertEpisode(db, { wall_type: 0, ...options });
  const sku = await sellItem(db, { model: 'episode', uuid: episode.uuid, title: 'Premium episode' });
  return { ...episode, sku };
}

/** A premium-walled comic book (wall type 0) on sale. */
export async function premiumBookForSale(db: Kysely<Database>, book: BookFixture = {}) {
  const comics = await insertComicFixtures(db, { books: [{ wall_type: 0, ...book }] });
  const inserted = comics.books[0]!;
  const sku = await sellItem(db, { model: 'book', uuid: inserted.uuid, title: book.title ?? 'Premium book' });
  return { ...inserted, series: comics.series, sku };
}

/** A rights token's payload (the rights call answers `{token}`; tests read its rights). */
export function rightsOf(token: string): { can_watch: boolean; can_read: boolean } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.rights;
}
