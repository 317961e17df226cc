import { describe, expect, it } from 'vitest';
import { PurchaseCode, type PurchaseModel } from '@fanverse/contract';
import { insertComicFixtures, scheduleEntry } from '../comics/comic-fixtures';
import { insertEpisode } from '../playback/playback-fixtures';
import { errorCode } from '../premium/premium-fixtures';
import {
  insertOwnedItem,
  premiumBookForSale,
  premiumEpisodeForSale,
  premiumMember,
  rightsOf,
  sellItem,
  purchasesTestApp,
  type PremiumMember,
} from './purchases-fixtures';

/*
 * Rights for owned items (EST): an owner watches or reads the item without a subscription (its
 * region, status and schedule still apply; plan limits do not); an ownership that ended does not.
 */

const t = purchasesTestApp();

async function own(
  m: PremiumMember,
  item: { model: PurchaseModel; uuid: string; sku?: string },
  state: 'owned' | 'refunded' | 'revoked' = 'owned',
) {
  const sku = item.sku ?? (await sellItem(t.database.db, { model: item.model, uuid: item.uuid }));
  await insertOwnedItem(t.database.db, {
    userId: m.id,
    model: item.model,
    uuid: item.uuid,
    sku,
    state,
    at: t.clock.now(),
    // An ended ownership ended when it was written.
    ...(state === 'owned' ? {} : { endedAt: t.clock.now() }),
  });
}

const rights = async (m: PremiumMember | null, type: 'episode' | 'book', uuid: string, query = '') => {
  const url = `/api/5/1/rights/${type}/${uuid}${query}`;
  const res = m ? await m.get(url) : await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const payload = JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString('utf8'));
  return {
    ...rightsOf(res.json().token),
    include_hd: payload.rights.include_hd as boolean,
    denial: payload.denial,
  };
};

describe('rights of an owned episode', () => {
  it('lets the owner watch a premium-walled episode without a subscription (SD), and nobody else', async () => {
    const owner = await premiumMember(t);
    const other = await premiumMember(t);
    const episode = await premiumEpisodeForSale(t.database.db);
    expect(await rights(owner, 'episode', episode.uuid)).toMatchObject({
      can_watch: false,
      denial: 'premium',
    });

    await own(owner, { model: 'episode', uuid: episode.uuid, sku: episode.sku });
    expect(await rights(owner, 'episode', episode.uuid)).toMatchObject({
      can_watch: true,
      can_read: false,
      include_hd: false,
      denial: undefined,
    });
    expect(await rights(other, 'episode', episode.uuid)).toMatchObject({
      can_watch: false,
      denial: 'premium',
    });
    expect(await rights(null, 'episode', episode.uuid)).toMatchObject({ can_watch: false });
  });

  it('lets the owner through a country premium wall too', async () => {
    const owner = await premiumMember(t);
    const episode = await insertEpisode(t.database.db, { premium_walled_in: ['US'] });
    await own(owner, { model: 'episode', uuid: episode.uuid });
    expect((await rights(owner, 'episode', episode.uuid)).can_watch).toBe(true);
  });

  it('denies a refunded or revoked ownership', async () => {
    for (const state of ['refunded', 'revoked'] as const) {
      const m = await premiumMember(t);
      const episode = await premiumEpisodeForSale(t.database.db);
      await own(m, { model: 'episode', uuid: episode.uuid, sku: episode.sku }, state);
      expect(await rights(m, 'episode', episode.uuid), state).toMatchObject({
        can_watch: false,
        denial: 'premium',
      });
    }
  });

  it('still applies region and status', async () => {
    const m = await premiumMember(t);
    const elsewhere = await insertEpisode(t.database.db, { wall_type: 0, available_in: ['JP'] });
    const unapproved = await insertEpisode(t.database.db, { wall_type: 0, video_status: 'staged' });
    await own(m, { model: 'episode', uuid: elsewhere.uuid });
    await own(m, { model: 'episode', uuid: unapproved.uuid });
    expect(await rights(m, 'episode', elsewhere.uuid)).toMatchObject({
      can_watch: false,
      denial: 'geoblocked',
    });
    expect(await rights(m, 'episode', unapproved.uuid)).toMatchObject({
      can_watch: false,
      denial: 'unavailable',
    });
  });

  it('ignores a preview token the owner still sends, even an invalid one', async () => {
    const m = await premiumMember(t);
    const episode = await premiumEpisodeForSale(t.database.db);
    await own(m, { model: 'episode', uuid: episode.uuid, sku: episode.sku });
    expect((await rights(m, 'episode', episode.uuid, '?preview_token=not-a-token')).can_watch).toBe(true);
  });

  it('answers 3051 to a preview token sent without a session, owned or not', async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/5/1/rights/episode/${episode.uuid}?preview_token=abc`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(PurchaseCode.PREVIEW_TOKEN_INVALID);
  });
});

describe('rights of an owned book', () => {
  it('lets the owner read a premium book without a subscription (SD); a refunded one is denied', async () => {
    const owner = await premiumMember(t);
    const book = await premiumBookForSale(t.database.db);
    expect(await rights(owner, 'book', book.uuid)).toMatchObject({ can_read: false, denial: 'premium' });
    await own(owner, { model: 'book', uuid: book.uuid, sku: book.sku });
    expect(await rights(owner, 'book', book.uuid)).toMatchObject({
      can_read: true,
      can_watch: false,
      include_hd: false,
      denial: undefined,
    });

    const refunded = await premiumMember(t);
    await own(refunded, { model: 'book', uuid: book.uuid, sku: book.sku }, 'refunded');
    expect(await rights(refunded, 'book', book.uuid)).toMatchObject({ can_read: false, denial: 'premium' });
  });

  it('lifts plan limits (exclusive_to_plans, available_plans, a plan-limited schedule) for the owner', async () => {
    const m = await premiumMember(t);
    const { books } = await insertComicFixtures(t.database.db, {
      books: [
        { wall_type: 0, exclusive_to_plans: ['premium-yearly'] },
        { wall_type: 0, available_plans: ['premium-yearly'] },
        { program_schedule: [scheduleEntry(['premium'], { plan: 'premium-yearly' })] },
      ],
    });
    for (const book of books) {
      expect((await rights(m, 'book', book.uuid)).can_read).toBe(false);
      await own(m, { model: 'book', uuid: book.uuid });
      expect((await rights(m, 'book', book.uuid)).can_read).toBe(true);
    }
  });

  it('still applies region and a schedule whose window has ended', async () => {
    const m = await premiumMember(t);
    const { books } = await insertComicFixtures(t.database.db, {
      books: [
        { wall_type: 0, available_in: ['JP'] },
        {
          wall_type: 0,
          program_schedule: [scheduleEntry(['premium'], { end_time: '2020-01-01T00:00:00.000Z' })],
        },
      ],
    });
    for (const book of books) await own(m, { model: 'book', uuid: book.uuid });
    expect(await rights(m, 'book', books[0]!.uuid)).toMatchObject({ can_read: false, denial: 'geoblocked' });
    expect(await rights(m, 'book', books[1]!.uuid)).toMatchObject({ can_read: false, denial: 'unavailable' });
  });
});
