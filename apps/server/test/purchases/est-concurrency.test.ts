import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { errorCode } from '../premium/premium-fixtures';
import { premiumEpisodeForSale, purchasesTestApp } from './purchases-fixtures';
import { insertCampaign, quickMembers } from './est-fixtures';

/*
 * EST code limits under concurrency: the guarded `redemptions < max_redemptions` update and the
 * redemption's keys decide, not timing. 500 concurrent requests on PGlite (one connection: the
 * calls interleave between queries) and on PostgreSQL (the server-postgres project: real
 * parallel transactions).
 */

const t = purchasesTestApp();

const N = 500;
const REDEEM = (code: string) => `/api/premium/2/est/redeem/${code}`;

const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(t.database.db)).rows[0]!.n);

describe(`concurrent redemptions (${N}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${N} members redeeming a code limited to 100: exactly 100 redeem`, { timeout: 180_000 }, async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const { code, uuid } = await insertCampaign(t.database.db, { skus: [episode.sku], max_redemptions: 100 });
    const members = await quickMembers(t, N);

    const replies = await Promise.all(members.map((m) => m.post(REDEEM(code))));

    const ok = replies.filter((r) => r.statusCode === 200);
    const usedUp = replies.filter((r) => r.statusCode === 400 && errorCode(r) === 'MAX_USAGE');
    expect(ok).toHaveLength(100);
    expect(usedUp).toHaveLength(N - 100);
    expect(await count(sql`select redemptions::text as n from est_codes where code = ${code}`)).toBe(100);
    expect(await count(sql`select count(*) as n from est_redemptions where campaign_uuid = ${uuid}`)).toBe(
      100,
    );
    // Every redeemer, and only they, own the asset.
    expect(
      await count(sql`select count(*) as n from owned_items
                       where sku = ${episode.sku} and source = 'PromoCode Grant' and est_code = ${code}`),
    ).toBe(100);
  });

  it(`${N} concurrent redemptions of one code by one member: exactly one`, { timeout: 180_000 }, async () => {
    const episode = await premiumEpisodeForSale(t.database.db);
    const { code } = await insertCampaign(t.database.db, { skus: [episode.sku] });
    const [member] = await quickMembers(t, 1);

    const replies = await Promise.all(Array.from({ length: N }, () => member!.post(REDEEM(code))));

    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(N - 1);
    for (const r of refused) expect([r.statusCode, errorCode(r)]).toEqual([400, 'APPLIED']);
    expect(await count(sql`select redemptions::text as n from est_codes where code = ${code}`)).toBe(1);
    expect(await count(sql`select count(*) as n from est_redemptions where user_id = ${member!.id}`)).toBe(1);
    expect(await count(sql`select count(*) as n from owned_items where user_id = ${member!.id}`)).toBe(1);
  });
});
