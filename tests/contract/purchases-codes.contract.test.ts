import { describe, expect, it } from 'vitest';
import { expectClientCheck, failure } from './accounts-fixtures';
import { member, type PremiumContractServer, withPremiumServer } from './premium-fixtures';
import { estCampaign, expectCode, externalCampaign, premiumEpisodeForSale, raw } from './purchases-fixtures';

/**
 * EST codes and partner (external) promos of the real server through the real client: the promo
 * rows of spec §8 for codes of every kind (NOT_FOUND → 3012, MAX_USAGE → 3013, EXPIRED → 3014,
 * APPLIED → 3020), the catalogued 3021 (another country) and 3022 (not approved, not started)
 * as they are, the EST history query codes 3030–3032 from the server and from the client's own
 * check, and 3015 for an empty code.
 */
let s: PremiumContractServer;
withPremiumServer((server) => (s = server));

describe('an EST code redeemed', () => {
  it('check shows what it grants; redeem grants it; history and ownership show it', async () => {
    const episode = await premiumEpisodeForSale(s.database.db);
    const { code } = await estCampaign(s, { skus: [episode.sku] });
    const m = await member(s);
    const checked = await m.client.purchases.checkEstCode(code.toLowerCase());
    expect(checked).toMatchObject({ code, type: 'est', redeemable: true });
    expect(checked.assets.map((a) => [a.sku, a.owned])).toEqual([[episode.sku, false]]);

    const redeemed = await m.client.purchases.redeemEstCode(code);
    expect(redeemed.code).toBe(code);
    expect(redeemed.subscription).toBeNull();
    expect((await m.client.purchases.getOwned()).episodes).toContain(episode.uuid);
    const history = await m.client.purchases.getEstHistory();
    expect(history.values.map((v) => v.code)).toEqual([code]);
    const purchases = await m.client.purchases.getPurchases({ source: 'promocodegrant' });
    expect(purchases.items.map((i) => [i.sku, i.source, i.state])).toEqual([
      [episode.sku, 'PromoCode Grant', 'owned'],
    ]);
    expect((await m.client.purchases.checkEstCode(code)).assets[0]?.owned).toBe(true);
  });
});

describe('EST codes refused: the promo rows and the catalogued codes', () => {
  it('an unknown code: NOT_FOUND → 3012 on check and redeem, stored under checkEst / redeemEst', async () => {
    const m = await member(s);
    expectCode(await failure(m.client.purchases.checkEstCode('NOSUCHCODE1')), 404, 'NOT_FOUND', 3012);
    expect(m.client.errors.get('checkEst').map((x) => x.code)).toEqual([3012]);
    expectCode(await failure(m.client.purchases.redeemEstCode('NOSUCHCODE1')), 404, 'NOT_FOUND', 3012);
    expect(m.client.errors.get('redeemEst').map((x) => x.code)).toEqual([3012]);
  });

  it('an expired code: EXPIRED → 3014', async () => {
    const { code } = await estCampaign(s, { startsInDays: -30, expiresInDays: -1 });
    const m = await member(s);
    expectCode(await failure(m.client.purchases.checkEstCode(code)), 400, 'EXPIRED', 3014);
    expectCode(await failure(m.client.purchases.redeemEstCode(code)), 400, 'EXPIRED', 3014);
  });

  it('a code used its number of times: MAX_USAGE → 3013; redeemed again by its member: APPLIED → 3020', async () => {
    const { code } = await estCampaign(s, { max_redemptions: 1 });
    const first = await member(s);
    await first.client.purchases.redeemEstCode(code);
    expectCode(await failure(first.client.purchases.redeemEstCode(code)), 400, 'APPLIED', 3020);
    const second = await member(s);
    expectCode(await failure(second.client.purchases.redeemEstCode(code)), 400, 'MAX_USAGE', 3013);
    expectCode(await failure(second.client.purchases.checkEstCode(code)), 400, 'MAX_USAGE', 3013);
  });

  it('a code for other countries: 3021 on redeem; check answers it, not redeemable', async () => {
    const { code } = await estCampaign(s, { countries: ['JP'] });
    const m = await member(s);
    expect((await m.client.purchases.checkEstCode(code)).redeemable).toBe(false);
    expectCode(await failure(m.client.purchases.redeemEstCode(code)), 400, 3021);
  });

  it('a campaign not approved, or not started: 3022', async () => {
    const unapproved = await estCampaign(s, { is_approved: false });
    const later = await estCampaign(s, { startsInDays: 5 });
    const m = await member(s);
    for (const { code } of [unapproved, later]) {
      expectCode(await failure(m.client.purchases.checkEstCode(code)), 400, 3022);
      expectCode(await failure(m.client.purchases.redeemEstCode(code)), 400, 3022);
    }
  });

  it('without a session: UNAUTHENTICATED → 1003, flagged so the app signs out', async () => {
    const { code } = await estCampaign(s);
    const e = await failure(s.client().purchases.redeemEstCode(code));
    expectCode(e, 401, 'UNAUTHENTICATED', 1003);
    expect(e.sessionExpired).toBe(true);
  });

  it('an empty code is refused by the client before it leaves: 3015', async () => {
    const m = await member(s);
    await expectClientCheck(m, m.client.purchases.checkEstCode(' '), 3015);
    await expectClientCheck(m, m.client.purchases.redeemEstCode(''), 3015);
  });
});

describe('EST history query: 3030 page, 3031 page_size, 3032 order', () => {
  const cases = [
    [{ page: 'first' }, 3030],
    [{ page_size: '0' }, 3031],
    [{ page_size: '101' }, 3031],
    [{ order: 'purchase_date' }, 3032],
  ] as const;

  it.each(cases)('%o: the server answers %i, and the client reads it as it is', async (query, code) => {
    const m = await member(s);
    const e = await failure(raw(m.client, 'GET', '/api/premium/2/est/history', { query }));
    expectCode(e, 400, code);
    expect(e.errors[0]?.field).toBe(Object.keys(query)[0]);
  });

  it.each(cases)('%o: the client refuses it before sending with %i', async (query, code) => {
    const m = await member(s);
    await expectClientCheck(m, m.client.purchases.getEstHistory(query), code);
  });
});

describe('external promos', () => {
  it('a member gets one code of the pool, the same on every ask', async () => {
    const property = await externalCampaign(s, { codes: ['PERK-A', 'PERK-B'] });
    const a = await member(s);
    const b = await member(s);
    const first = await a.client.purchases.getExternalPromo(property);
    expect(first.property).toBe(property);
    expect((await a.client.purchases.getExternalPromo(property)).code).toBe(first.code);
    const other = await b.client.purchases.getExternalPromo(property);
    expect(new Set([first.code, other.code])).toEqual(new Set(['PERK-A', 'PERK-B']));
  });

  it('an unknown or inactive property: NOT_FOUND → 3012', async () => {
    const inactive = await externalCampaign(s, { is_active: false });
    const m = await member(s);
    for (const property of ['no-such-partner', inactive]) {
      expectCode(await failure(m.client.purchases.getExternalPromo(property)), 404, 'NOT_FOUND', 3012);
    }
  });

  it('every code handed out: MAX_USAGE → 3013', async () => {
    const property = await externalCampaign(s, { codes: ['ONLY-ONE'] });
    await (await member(s)).client.purchases.getExternalPromo(property);
    const late = await member(s);
    expectCode(await failure(late.client.purchases.getExternalPromo(property)), 400, 'MAX_USAGE', 3013);
  });

  it('an ended campaign: EXPIRED → 3014; one for other countries: 3021', async () => {
    const ended = await externalCampaign(s, { expiresInDays: -1 });
    const elsewhere = await externalCampaign(s, { countries: ['JP'] });
    const m = await member(s);
    expectCode(await failure(m.client.purchases.getExternalPromo(ended)), 400, 'EXPIRED', 3014);
    expectCode(await failure(m.client.purchases.getExternalPromo(elsewhere)), 400, 3021);
  });
});
