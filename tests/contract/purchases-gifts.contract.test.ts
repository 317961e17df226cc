import { afterEach, describe, expect, it } from 'vitest';
import type { GiftCreateBody } from '@fanverse/contract';
import { expectClientCheck, failure, type Member } from './accounts-fixtures';
import { addCard, member, type PremiumContractServer, withPremiumServer } from './premium-fixtures';
import { claimTokenMailedTo, expectCode, fromNow, giftProduct, raw } from './purchases-fixtures';

/**
 * Gifts of the real server through the real client: create (3040, 3042, 3043 from the server and
 * from the client's own check; 3041 a gift to oneself; 1800 a product that is not a gift), the
 * claim link mailed to the receiver, and claiming it (3044 unknown link, 3045 claimed already,
 * 3046 link expired, 3047 before the start date, 3041 the sender claiming).
 */
let s: PremiumContractServer;
let productId: number;
withPremiumServer(
  (server) => (s = server),
  async (server) => {
    productId = await giftProduct(server);
  },
);

const CREATE = '/api/premium/2/purchases/gift/create';
/** A claim token the server never issued (well formed). */
const UNISSUED = 'x'.repeat(43);

/** A sender with a card, and the body of a gift from them to `receiverEmail`, starting today. */
async function sender(receiverEmail: string) {
  const m = await member(s);
  const pm = await addCard(m);
  const body: GiftCreateBody = {
    paymentmethod_guid: pm,
    product_id: productId,
    sender_email: m.email,
    sender_name: 'Ana',
    receiver_email: receiverEmail,
    receiver_name: 'Rosa',
    personal_message: 'Enjoy!',
  };
  return { m, body };
}

/** A gift bought and mailed today: the sender, the receiver and the claim token. */
async function giftSent(): Promise<{ from: Member; to: Member; token: string }> {
  const to = await member(s);
  const { m: from, body } = await sender(to.email);
  const gift = await from.client.purchases.createGift(body);
  expect(gift.state).toBe('sent');
  return { from, to, token: claimTokenMailedTo(s, to.email) };
}

const clockAtStart = () => s.clock.now();
let restore: Date | undefined;
afterEach(() => {
  if (restore) s.clock.set(restore);
  restore = undefined;
});

describe('gift create refused: 3040 payment method, 3043 product, 3042 sender email', () => {
  const cases = [
    ['paymentmethod_guid', 3040],
    ['product_id', 3043],
    ['sender_email', 3042],
  ] as const;

  it.each(cases)('without %s the server answers %i, the client reads it as it is', async (field, code) => {
    const { m, body } = await sender('rosa@example.com');
    const e = await failure(raw(m.client, 'POST', CREATE, { body: { ...body, [field]: undefined } }));
    expectCode(e, 400, code);
    expect(e.errors[0]?.field).toBe(field);
  });

  it.each(cases)('without %s the client refuses before sending with %i', async (field, code) => {
    const { m, body } = await sender('rosa@example.com');
    await expectClientCheck(m, m.client.purchases.createGift({ ...body, [field]: undefined }), code);
    expect(m.client.errors.get('createGift').map((x) => x.code)).toEqual([code]);
  });

  it('a gift to the sender’s own address: 3041', async () => {
    const { m, body } = await sender('unused@example.com');
    expectCode(await failure(m.client.purchases.createGift({ ...body, receiver_email: m.email })), 400, 3041);
    expectCode(
      await failure(m.client.purchases.createGift({ ...body, receiver_email: body.sender_email! })),
      400,
      3041,
    );
  });

  it('a product that is not a gift: 1800', async () => {
    const { m, body } = await sender('rosa@example.com');
    const catalog = await m.client.premium.getCatalog();
    const plan = catalog.plans[0]!.products[0]!;
    for (const product_id of [plan.id, 999_999]) {
      expectCode(await failure(m.client.purchases.createGift({ ...body, product_id })), 404, 1800);
    }
  });
});

describe('a gift bought, mailed and claimed', () => {
  it('the sender sees it; the receiver opens the link and claims it; a second claim: 3045', async () => {
    const { from, to, token } = await giftSent();
    expect((await from.client.purchases.getSentGifts()).map((g) => g.receiver_email)).toEqual([to.email]);
    const view = await s.client().purchases.getGiftClaim(token);
    expect(view).toMatchObject({ receiver_email: to.email, months: 3, state: 'sent' });

    const claimed = await to.client.purchases.claimGift(token);
    expect(claimed.outcome).toBe('comped');
    expect(claimed.subscription.state.active).toBe(true);
    expectCode(await failure(to.client.purchases.claimGift(token)), 400, 3045);
    const third = await member(s);
    expectCode(await failure(third.client.purchases.claimGift(token)), 400, 3045);
  });

  it('a gift starting later is scheduled: nothing is mailed yet', async () => {
    const to = await member(s);
    const { m, body } = await sender(to.email);
    const start = fromNow(s, 10).toISOString().slice(0, 10);
    const gift = await m.client.purchases.createGift({ ...body, premium_start_date: start });
    expect(gift).toMatchObject({ state: 'scheduled', premium_start_date: start });
    expect(() => claimTokenMailedTo(s, to.email)).toThrow();
  });

  it('the sender claiming their own gift: 3041', async () => {
    const { from, token } = await giftSent();
    expectCode(await failure(from.client.purchases.claimGift(token)), 400, 3041);
  });

  it('a link no gift has: 3044 on the view and on the claim', async () => {
    const m = await member(s);
    expectCode(await failure(m.client.purchases.getGiftClaim(UNISSUED)), 404, 3044);
    expectCode(await failure(m.client.purchases.claimGift(UNISSUED)), 404, 3044);
  });

  it('claimed before its start date: 3047', async () => {
    const { to, token } = await giftSent();
    // Reaching this through the routes takes a clock set back: the start date is moved instead.
    await s.database.db
      .updateTable('gifts')
      .set({ premium_start_date: fromNow(s, 3).toISOString().slice(0, 10) })
      .where('receiver_email', '=', to.email)
      .execute();
    expectCode(await failure(to.client.purchases.claimGift(token)), 400, 3047);
  });

  it('a link older than its claim window: 3046', async () => {
    const { to, token } = await giftSent();
    restore = clockAtStart();
    s.clock.travel({ days: 366 });
    expectCode(await failure(to.client.purchases.claimGift(token)), 400, 3046);
  });

  it('without a session a claim is 1003 (the view needs none)', async () => {
    const { token } = await giftSent();
    const anonymous = s.client();
    expect((await anonymous.purchases.getGiftClaim(token)).state).toBe('sent');
    expectCode(await failure(anonymous.purchases.claimGift(token)), 401, 'UNAUTHENTICATED', 1003);
  });
});
