import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PurchaseModel, PurchaseSource } from '@fanverse/contract';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../src/db/schema';
import { insertComicFixtures, type BookFixture } from '../comics/comic-fixtures';
import { insertEpisode, type EpisodeOptions } from '../playback/playback-fixtures';
import { buildPremiumTestApp, premiumMember, type PremiumTestApp } from '../premium/premium-fixtures';

/*
 * Helpers of the purchases tests (apps/server/test/purchases/*): the premium test app (real
 * sandbox gateway, recorded mails, a clock the test moves), members, and content for sale.
 * Share one app per test file (purchasesTestApp).
 */

export { premiumMember, type PremiumTestApp };
export type { PremiumMember } from '../premium/premium-fixtures';

/** Where the dated tests start. */
export const START = '2026-03-01T12:00:00.000Z';

/**
 * The test file's app, for the top of a test file: `const t = purchasesTestApp();`. Built before
 * the file's tests and closed after them; every test starts with the clock at `clockAt`. The answer
 * stands in for the app (each property read goes to the built app), so the file needs no `let`
 * and callback of its own; read it only inside hooks and tests, once the app is built.
 */
export function purchasesTestApp({ clockAt = START }: { clockAt?: string } = {}): PremiumTestApp {
  let app: PremiumTestApp | undefined;
  beforeAll(async () => {
    app = await buildPremiumTestApp({ start: new Date(clockAt) });
  });
  afterAll(async () => {
    await app?.app.close();
  });
  beforeEach(() => app?.clock.set(clockAt));
  const built = (): PremiumTestApp => {
    if (!app) throw new Error('purchasesTestApp: the app is read before it is built (use it inside tests)');
    return app;
  };
  return new Proxy({} as PremiumTestApp, {
    get: (_, key) => Reflect.get(built(), key),
    has: (_, key) => Reflect.has(built(), key),
  });
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

/**
 * An owned_items row written directly, for tests of what reads ownership (granting has its own
 * tests through the routes). Default: bought (`Purchased`) and still owned. Answers its id.
 */
export async function insertOwnedItem(
  db: Kysely<Database>,
  row: {
    userId: string;
    model: PurchaseModel;
    uuid: string;
    sku: string;
    at: Date;
    source?: PurchaseSource;
    state?: 'owned' | 'refunded' | 'revoked';
    endedAt?: Date;
    estCode?: string;
    id?: string;
  },
): Promise<string> {
  const id = row.id ?? crypto.randomUUID();
  await db
    .insertInto('owned_items')
    .values({
      id,
      user_id: row.userId,
      model: row.model,
      object_uuid: row.uuid,
      sku: row.sku,
      source: row.source ?? 'Purchased',
      state: row.state ?? 'owned',
      create_dt: row.at,
      ...(row.estCode ? { est_code: row.estCode } : {}),
      ...(row.endedAt ? { ended_at: row.endedAt } : {}),
    })
    .execute();
  return id;
}
