import { describe, expect, it } from 'vitest';
import type { ApiError } from '../src';
import { codeFor, type ClientCall as Call } from './coded-failures';
import { envelope, json, rejection, testClient } from './fake-fetch';
import { CLAIM_TOKEN, EPISODE_UUID, giftBody, PM_GUID, SUB_GUID } from './purchases-fixtures';

/**
 * Spec §8 mappings on the purchases calls, from a server reply to the client code: the promo rows
 * (NOT_FOUND 3012, MAX_USAGE 3013, EXPIRED 3014, APPLIED 3020) on the code calls (EST check and
 * redeem, external promos); the shared premium rows on every call (2999, 9002 / 1003, 404 1724);
 * the purchases' numeric codes as they are.
 */
const checkEst: Call = (c) => c.purchases.checkEstCode('EMBER2026');
const redeemEst: Call = (c) => c.purchases.redeemEstCode('EMBER2026');
const external: Call = (c) => c.purchases.getExternalPromo('streamcard');
const buy: Call = (c) => c.purchases.buy({ sku: 'episode-4d3c2b1a', paymentmethod_guid: PM_GUID });
const createGift: Call = (c) => c.purchases.createGift(giftBody);
const claimGift: Call = (c) => c.purchases.claimGift(CLAIM_TOKEN);
const usePreview: Call = (c) => c.purchases.usePreview('episode', EPISODE_UUID);

const every: Array<[string, Call]> = [
  ['getExternalPromo', external],
  ['checkEstCode', checkEst],
  ['redeemEstCode', redeemEst],
  ['getEstHistory', (c) => c.purchases.getEstHistory()],
  ['getPurchases', (c) => c.purchases.getPurchases()],
  ['createGift', createGift],
  ['getSentGifts', (c) => c.purchases.getSentGifts()],
  ['getGiftClaim', (c) => c.purchases.getGiftClaim(CLAIM_TOKEN)],
  ['claimGift', claimGift],
  ['getOffer', (c) => c.purchases.getOffer('episode', EPISODE_UUID)],
  ['buy', buy],
  ['getOwned', (c) => c.purchases.getOwned()],
  ['getPreviews', (c) => c.purchases.getPreviews()],
  ['usePreview', usePreview],
  ['getRetentionOffers', (c) => c.purchases.getRetentionOffers(SUB_GUID)],
];

describe('the code calls read the promo rows', () => {
  it.each([
    ['checkEstCode', checkEst],
    ['redeemEstCode', redeemEst],
    ['getExternalPromo', external],
  ])('%s: NOT_FOUND 3012, MAX_USAGE 3013, EXPIRED 3014, APPLIED 3020', async (_, call) => {
    expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x' }), call)).toBe(3012);
    expect(await codeFor(envelope(400, { code: 'MAX_USAGE', message: 'x' }), call)).toBe(3013);
    expect(await codeFor(envelope(400, { code: 'EXPIRED', message: 'x' }), call)).toBe(3014);
    expect(await codeFor(envelope(400, { code: 'APPLIED', message: 'x' }), call)).toBe(3020);
  });

  it('NOT_FOUND is the code whichever field it names (the code, or the partner property)', async () => {
    for (const field of ['code', 'property', 'promo_code']) {
      expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x', field }), checkEst)).toBe(3012);
      expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x', field }), external)).toBe(3012);
    }
  });

  it('the promo rows are the code calls’ own: elsewhere NOT_FOUND is 1724 and MAX_USAGE unknown', async () => {
    expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x' }), buy)).toBe(1724);
    expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x' }), claimGift)).toBe(1724);
    expect(await codeFor(envelope(400, { code: 'MAX_USAGE', message: 'x' }), createGift)).toBe(9999);
  });
});

describe('numeric purchases codes pass through as they are', () => {
  it.each<[number, number, Call]>([
    [3021, 400, redeemEst],
    [3021, 400, external],
    [3022, 400, redeemEst],
    [3023, 400, buy],
    [3024, 400, (c) => c.purchases.getRetentionOffers(SUB_GUID)],
    [3025, 400, (c) => c.purchases.getRetentionOffers(SUB_GUID)],
    [3006, 400, buy],
    [1800, 404, buy],
    [1800, 404, createGift],
    [3041, 400, createGift],
    [3041, 400, claimGift],
    [3044, 404, claimGift],
    [3044, 404, (c) => c.purchases.getGiftClaim(CLAIM_TOKEN)],
    [3045, 400, claimGift],
    [3046, 400, claimGift],
    [3047, 400, claimGift],
    [3050, 400, usePreview],
    [3030, 400, (c) => c.purchases.getEstHistory()],
    [3032, 400, (c) => c.purchases.getEstHistory()],
    [8101, 400, (c) => c.purchases.getPurchases()],
    [8106, 400, (c) => c.purchases.getPurchases()],
    [3040, 400, createGift],
    [3042, 400, createGift],
    [3043, 400, createGift],
  ])('%i (HTTP %i) stays as it is', async (code, status, call) => {
    expect(await codeFor(envelope(status, { code, message: 'x' }), call)).toBe(code);
  });

  it('a 404 code of the server wins over the 404 rule; a bare 404 is 1724; an unknown path 5001', async () => {
    expect(await codeFor(envelope(404, { code: 1800, message: 'Product not found' }), buy)).toBe(1800);
    expect(await codeFor(envelope(404, { code: 'NOT_FOUND', message: 'x' }), usePreview)).toBe(1724);
    expect(await codeFor(envelope(404, { code: 11, message: 'API Not Found' }), buy)).toBe(5001);
  });

  it('a bad value the server refuses (code 8) is 5008 with its field', async () => {
    const { client } = testClient(() =>
      envelope(400, { code: 8, message: 'Invalid', field: 'premium_start_date' }),
    );
    const error = (await rejection(client.purchases.createGift(giftBody))) as ApiError;
    expect(error.errors[0]).toMatchObject({ code: 5008, field: 'premium_start_date' });
  });
});

describe('the shared premium rows on every purchases call', () => {
  it.each(every)('%s: a lost session is 1003 (flagged); any other 401 is 9002', async (_, call) => {
    expect(await codeFor(envelope(401, { code: 'UNAUTHENTICATED', message: 'Sign in' }), call)).toBe(1003);
    expect(await codeFor(envelope(401, { code: 'SESSION_EXPIRED', message: 'Expired' }), call)).toBe(1003);
    expect(await codeFor(envelope(401, { code: 'BAD_SIGNATURE', message: 'Nope' }), call)).toBe(9002);
    expect(await codeFor(new Response(null, { status: 401 }), call)).toBe(9002);
  });

  it.each([
    ['redeemEstCode', redeemEst],
    ['createGift', createGift],
    ['claimGift', claimGift],
    ['buy', buy],
    ['usePreview', usePreview],
  ])('%s: IDEMPOTENCY_KEY_REUSED and IDEMPOTENCY_KEY_IN_USE are 2999', async (_, call) => {
    expect(await codeFor(envelope(409, { code: 'IDEMPOTENCY_KEY_REUSED', message: 'x' }), call)).toBe(2999);
    expect(await codeFor(envelope(409, { code: 'IDEMPOTENCY_KEY_IN_USE', message: 'x' }), call)).toBe(2999);
  });

  it('a lost session is flagged sessionExpired, so the app signs out', async () => {
    const { client } = testClient(() => envelope(401, { code: 'SESSION_EXPIRED', message: 'Expired' }));
    const error = (await rejection(client.purchases.getPurchases())) as ApiError;
    expect(error.sessionExpired).toBe(true);
  });

  it('a reply without an error list on the code calls: 401 9002, a 404 NOT_FOUND body 3012', async () => {
    expect(await codeFor(json({ message: 'nope' }, 401), redeemEst)).toBe(9002);
    expect(await codeFor(json({ code: 'NOT_FOUND', message: 'x' }, 404), checkEst)).toBe(3012);
  });
});
