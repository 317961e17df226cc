import { describe, expect, it } from 'vitest';
import { estHistoryPageSchema, type EstHistoryPage } from '@fanverse/contract';
import { errorCode, insertSubscriptionRow } from '../premium/premium-fixtures';
import { insertCampaign } from './est-fixtures';
import {
  insertOwnedItem,
  premiumBookForSale,
  premiumEpisodeForSale,
  premiumMember,
  purchasesTestApp,
  type PremiumMember,
} from './purchases-fixtures';

/*
 * GET /api/premium/2/est/history: the codes the caller redeemed, with the spec's query checks
 * (3030–3032), in DESIGN.md's generic page.
 */

const t = purchasesTestApp();

const HISTORY = '/api/premium/2/est/history';
const geo = (country: string) => ({ [t.config.GEO_COUNTRY_HEADER]: country });

/** A redemption row written directly (redeeming is the EST codes part's). */
async function redeemed(
  m: PremiumMember,
  campaign: { uuid: string; code: string },
  at: string,
  subscriptionGuid: string | null = null,
) {
  await t.database.db
    .insertInto('est_redemptions')
    .values({
      code: campaign.code,
      user_id: m.id,
      campaign_uuid: campaign.uuid,
      subscription_guid: subscriptionGuid,
      redeemed_at: new Date(at),
    })
    .execute();
}

async function page(m: PremiumMember, query = '', headers?: Record<string, string>): Promise<EstHistoryPage> {
  const res = await m.get(`${HISTORY}${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return estHistoryPageSchema.parse(res.json());
}

/** `count` one-code campaigns named `<prefix> <i>`, redeemed by `m` a day apart from Feb 1st. */
async function redeemedCampaigns(m: PremiumMember, names: string[]) {
  const campaigns = [];
  for (const [i, name] of names.entries()) {
    const c = await insertCampaign(t.database.db);
    await t.database.db.updateTable('est_campaigns').set({ name }).where('uuid', '=', c.uuid).execute();
    await redeemed(m, c, `2026-02-0${i + 1}T09:00:00.000Z`);
    campaigns.push({ ...c, name });
  }
  return campaigns;
}

describe('the query checks (spec §5)', () => {
  it.each([
    ['page=0', 3030, 'page'],
    ['page=x', 3030, 'page'],
    ['page_size=0', 3031, 'page_size'],
    ['page_size=500', 3031, 'page_size'],
    ['page_size=ten', 3031, 'page_size'],
    ['order=name', 3032, 'order'],
    ['order=purchase_date', 3032, 'order'],
  ])('%s answers 400 code %s naming %s', async (query, code, field) => {
    const m = await premiumMember(t);
    const res = await m.get(`${HISTORY}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(code);
    expect(res.json().errors[0].field).toBe(field);
  });

  it('accepts the four orders and needs a session', async () => {
    const m = await premiumMember(t);
    for (const order of ['title', '-title', 'date', '-date']) {
      expect((await m.get(`${HISTORY}?order=${order}`)).statusCode, order).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: HISTORY })).statusCode).toBe(401);
  });
});

describe('the page', () => {
  it('answers an empty history as one empty page', async () => {
    const m = await premiumMember(t);
    expect(await page(m)).toEqual({
      count: 0,
      num_pages: 1,
      page: 1,
      page_size: 20,
      values: [],
      links: { next: null, prev: null, url: HISTORY },
    });
  });

  it('pages newest first by default, with links keeping the order', async () => {
    const m = await premiumMember(t);
    await redeemedCampaigns(m, ['One', 'Two', 'Three']);
    const first = await page(m, '?page_size=2');
    expect(first).toMatchObject({ count: 3, num_pages: 2, page: 1, page_size: 2 });
    expect(first.values.map((v) => v.name)).toEqual(['Three', 'Two']);
    expect(first.links).toEqual({
      next: `${HISTORY}?order=-date&page=2&page_size=2`,
      prev: null,
      url: HISTORY,
    });
    const second = await page(m, '?page=2&page_size=2');
    expect(second.values.map((v) => v.name)).toEqual(['One']);
    expect(second.links).toEqual({
      next: null,
      prev: `${HISTORY}?order=-date&page=1&page_size=2`,
      url: HISTORY,
    });
  });

  it('orders by date and by title (the campaign name)', async () => {
    const m = await premiumMember(t);
    await redeemedCampaigns(m, ['Bravo', 'Charlie', 'Alpha']);
    const names = async (order: string) => (await page(m, `?order=${order}`)).values.map((v) => v.name);
    expect(await names('date')).toEqual(['Bravo', 'Charlie', 'Alpha']);
    expect(await names('-date')).toEqual(['Alpha', 'Charlie', 'Bravo']);
    expect(await names('title')).toEqual(['Alpha', 'Bravo', 'Charlie']);
    expect(await names('-title')).toEqual(['Charlie', 'Bravo', 'Alpha']);
  });
});

describe('a value', () => {
  it("is the code's entity with its assets priced in the visitor's currency, owned flags and when it was redeemed", async () => {
    const m = await premiumMember(t);
    const episode = await premiumEpisodeForSale(t.database.db);
    const book = await premiumBookForSale(t.database.db, { title: 'Starlit Repair #1' });
    const campaign = await insertCampaign(t.database.db, {
      skus: [episode.sku, book.sku],
      marketing_description: { en: 'Two free stories', es: 'Dos historias gratis' },
      descriptors: { en: { headline: 'Yours to keep' }, es: { headline: 'Para siempre' } },
    });
    await redeemed(m, campaign, '2026-02-15T08:30:00.000Z');
    // The member owns the book (as redeeming granted it); not the episode.
    await insertOwnedItem(t.database.db, {
      userId: m.id,
      model: 'book',
      uuid: book.uuid,
      sku: book.sku,
      source: 'PromoCode Grant',
      estCode: campaign.code,
      at: new Date('2026-02-15T08:30:00.000Z'),
    });
    const [value] = (await page(m, '', geo('GB'))).values;
    expect(value).toMatchObject({
      code: campaign.code,
      type: 'est',
      comp_duration: 0,
      uuid: campaign.uuid,
      slug: campaign.slug,
      marketing_description: 'Two free stories',
      descriptors: { headline: 'Yours to keep' },
      redeemable: false,
      redeemed_at: '2026-02-15T08:30:00.000Z',
      subscription: null,
    });
    expect(value!.assets).toMatchObject([
      { sku: episode.sku, price: '2.49', currency_code: 'GBP', owned: false, object: { model: 'episode' } },
      { sku: book.sku, title: 'Starlit Repair #1', price: '2.49', currency_code: 'GBP', owned: true },
    ]);
    expect(value!.assets[0]!.object.data.uuid).toBe(episode.uuid);
    const es = (await page(m, '?trans=es')).values[0]!;
    expect(es).toMatchObject({
      marketing_description: 'Dos historias gratis',
      descriptors: { headline: 'Para siempre' },
    });
    expect(es.assets[0]).toMatchObject({ price: '2.99', currency_code: 'USD' });
  });

  it("carries a comp code's subscription", async () => {
    const m = await premiumMember(t);
    const sub = await insertSubscriptionRow(t, m.id, { state: 'Comped', merchant_type: 'House' });
    const campaign = await insertCampaign(t.database.db, { type: 'comp', comp_duration: 1 });
    await redeemed(m, campaign, '2026-02-20T00:00:00.000Z', sub);
    const [value] = (await page(m)).values;
    expect(value).toMatchObject({ type: 'comp', comp_duration: 1, assets: [] });
    expect(value!.subscription).toMatchObject({ guid: sub });
  });
});

describe('only the caller’s rows', () => {
  it("never shows another member's redemptions", async () => {
    const me = await premiumMember(t);
    const other = await premiumMember(t);
    await redeemedCampaigns(me, ['Mine']);
    await redeemedCampaigns(other, ['Theirs 1', 'Theirs 2']);
    for (const q of ['', '?order=title', '?page_size=100']) {
      const body = await page(me, q);
      expect(body.count).toBe(1);
      expect(body.values.map((v) => v.name)).toEqual(['Mine']);
    }
  });
});
