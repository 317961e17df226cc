import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PREVIEW_MONTHLY_CREDITS, PurchaseCode } from '@fanverse/contract';
import { insertEpisode } from '../playback/playback-fixtures';
import { errorCode } from '../premium/premium-fixtures';
import { premiumMember, purchasesTestApp, type PremiumMember } from './purchases-fixtures';

/*
 * Preview credits are exact under concurrency: the guarded `used < allowance` update spends no
 * more than the month's credits, and the unique (member, item, month) grant spends one per item.
 */

const t = purchasesTestApp();

const CONCURRENT = 500;

/** `count` premium-walled episodes of one series, in one insert. */
async function walledEpisodes(count: number): Promise<string[]> {
  const db = t.database.db;
  const tag = crypto.randomBytes(4).toString('hex');
  const series = await db
    .insertInto('series')
    .values({
      uuid: crypto.randomUUID(),
      slug: `previews-${tag}`,
      asset_key: `previews-${tag}`,
      title: `Previews ${tag}`,
      year: 2024,
      available_in: '[]',
      premium_walled_in: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('seasons')
    .values({
      uuid: crypto.randomUUID(),
      series_id: series.id,
      season_number: 1,
      asset_key: `previews-${tag}-s1`,
      title: 'Season 1',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rows = await db
    .insertInto('episodes')
    .values(
      Array.from({ length: count }, (_, i) => ({
        uuid: crypto.randomUUID(),
        guid: `previews-${tag}-${i + 1}`,
        series_id: series.id,
        season_id: season.id,
        season_num: 1,
        season_position: i + 1,
        number: i + 1,
        asset_key: `previews-${tag}-e${i + 1}`,
        title: `Preview ${i + 1}`,
        air_date: '2024-01-01',
        release_date: '2024-01-01',
        video_uuid: crypto.randomUUID(),
        video_status: 'approved',
        wall_type: 0 as const,
        wall_expires: null,
        wall_restriction: null,
      })),
    )
    .returning('uuid')
    .execute();
  return rows.map((row) => row.uuid);
}

const usePreview = (m: PremiumMember, uuid: string) => m.post(`/api/premium/2/previews/episode/${uuid}`);
const usedBy = async (m: PremiumMember) => (await m.get('/api/premium/2/previews')).json().credits_used;
const grantsOf = (m: PremiumMember) =>
  t.database.db.selectFrom('preview_grants').select('content_uuid').where('user_id', '=', m.id).execute();

describe('preview credits under concurrency', () => {
  it(`spends exactly ${PREVIEW_MONTHLY_CREDITS} credits when one member opens ${CONCURRENT} items at once`, async () => {
    const m = await premiumMember(t);
    const items = await walledEpisodes(CONCURRENT);
    const replies = await Promise.all(items.map((uuid) => usePreview(m, uuid)));

    const opened = replies.filter((res) => res.statusCode === 200);
    expect(opened).toHaveLength(PREVIEW_MONTHLY_CREDITS);
    expect(opened.every((res) => res.json().spent_credit === true)).toBe(true);
    const refused = replies.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(CONCURRENT - PREVIEW_MONTHLY_CREDITS);
    expect(
      refused.every((res) => res.statusCode === 400 && errorCode(res) === PurchaseCode.PREVIEW_NO_CREDITS),
    ).toBe(true);

    expect(await grantsOf(m)).toHaveLength(PREVIEW_MONTHLY_CREDITS);
    expect(await usedBy(m)).toBe(PREVIEW_MONTHLY_CREDITS);
  });

  it(`spends one credit when one member opens the same item ${CONCURRENT} times at once`, async () => {
    const m = await premiumMember(t);
    const [uuid] = await walledEpisodes(1);
    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => usePreview(m, uuid!)));

    expect(replies.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(replies.filter((res) => res.json().spent_credit)).toHaveLength(1);
    expect(await grantsOf(m)).toEqual([{ content_uuid: uuid }]);
    expect(await usedBy(m)).toBe(1);
  });

  it('opens an item asked for many times at once with the last credit, never answering 3050', async () => {
    const m = await premiumMember(t);
    const [first, last] = await walledEpisodes(2);
    expect((await usePreview(m, first!)).statusCode).toBe(200);

    const replies = await Promise.all(Array.from({ length: CONCURRENT }, () => usePreview(m, last!)));
    expect(replies.map((res) => res.statusCode)).toEqual(Array(CONCURRENT).fill(200));
    expect(replies.filter((res) => res.json().spent_credit)).toHaveLength(1);
    expect(await usedBy(m)).toBe(PREVIEW_MONTHLY_CREDITS);
  });

  it('keeps each member’s credits their own', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => premiumMember(t)));
    const items = await walledEpisodes(4);
    const replies = await Promise.all(members.flatMap((m) => items.map((uuid) => usePreview(m, uuid))));
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(
      members.length * PREVIEW_MONTHLY_CREDITS,
    );
    for (const m of members) expect(await usedBy(m)).toBe(PREVIEW_MONTHLY_CREDITS);
  });
});

// insertEpisode is the shared fixture; this file's bulk one must make the same kind of episode.
it('makes premium-walled episodes as the shared fixture does', async () => {
  const m = await premiumMember(t);
  const [bulk] = await walledEpisodes(1);
  const single = await insertEpisode(t.database.db, { wall_type: 0 });
  for (const uuid of [bulk!, single.uuid]) {
    const res = await m.get(`/api/5/1/rights/episode/${uuid}`);
    const payload = JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString('utf8'));
    expect(payload).toMatchObject({ rights: { can_watch: false }, denial: 'premium' });
  }
});
