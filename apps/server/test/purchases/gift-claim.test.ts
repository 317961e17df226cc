import { describe, expect, it } from 'vitest';
import { giftClaimResultSchema, giftClaimViewSchema, PurchaseCode } from '@fanverse/contract';
import { errorCode, insertSubscriptionRow } from '../premium/premium-fixtures';
import { idemKey, premiumClaims } from '../premium/subscriptions-fixtures';
import { buyGift, purchasesInstance } from './gift-fixtures';
import { premiumMember, START, purchasesTestApp, type PremiumMember } from './purchases-fixtures';

/*
 * A gift's claim link: the claim page's view (GET) and claiming (POST), once per gift, with the
 * months granted as prepaid premium and the sender told.
 */

const t = purchasesTestApp();

const claimUrl = (token: string) => `/api/premium/2/gifts/claim/${token}`;

/** A gift starting today from a new sender (mailed at once), with its link's token. */
async function mailedGift(extra: Record<string, unknown> = {}) {
  const bought = await buyGift(t, extra);
  return { ...bought, token: bought.token! };
}

const claimedMails = (sender: PremiumMember) =>
  t.mail.to(sender.email).filter((m) => m.template === 'gift_claimed');

describe('the claim page (GET)', () => {
  it('shows the gift without a session, and its link’s end', async () => {
    const { token } = await mailedGift();
    const res = await t.app.inject({ url: claimUrl(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(giftClaimViewSchema.parse(res.json())).toMatchObject({
      sender_name: 'Ana',
      receiver_name: 'Bea',
      personal_message: 'For you',
      premium_start_date: '2026-03-01',
      plan: 'premium',
      months: 1,
      state: 'sent',
      claim_expires_at: '2027-03-01T12:00:00.000Z',
    });
  });

  it('an unknown token, or a refunded gift: 404 code 3044', async () => {
    const unknown = await t.app.inject({ url: claimUrl('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown)).toBe(PurchaseCode.GIFT_NOT_FOUND);
    const { token, gift } = await mailedGift();
    await t.database.db
      .updateTable('gifts')
      .set({ state: 'refunded' })
      .where('guid', '=', gift.guid)
      .execute();
    const refunded = await t.app.inject({ url: claimUrl(token) });
    expect(refunded.statusCode).toBe(404);
    expect(errorCode(refunded)).toBe(3044);
  });

  it('a malformed token: 400', async () => {
    const res = await t.app.inject({ url: claimUrl('a%20b') });
    expect(res.statusCode).toBe(400);
  });
});

describe('claiming (POST)', () => {
  it('gives a member without a subscription the months as comped premium, and mails the sender', async () => {
    const { sender, gift, token } = await mailedGift();
    const receiver = await premiumMember(t);
    const res = await receiver.post(claimUrl(token));
    expect(res.statusCode, res.body).toBe(200);
    const result = giftClaimResultSchema.parse(res.json());
    expect(result.outcome).toBe('comped');
    expect(result.subscription.state.state).toBe('Comped');
    expect(result.premium_expiration_date).toBe('2026-04-01T12:00:00.000Z');
    expect((await premiumClaims(t, receiver)).user_type).toBe('premium');
    const row = await t.database.db
      .selectFrom('gifts')
      .selectAll()
      .where('guid', '=', gift.guid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      state: 'claimed',
      claimed_by: receiver.id,
      subscription_guid: result.subscription.guid,
    });
    const mails = claimedMails(sender);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.vars.receiver_name).toBe('Bea');
    // The sender sees it claimed.
    const listed = (await sender.get('/api/premium/2/gifts')).json();
    expect(listed[0]).toMatchObject({ guid: gift.guid, state: 'claimed' });
    expect(listed[0].claimed_at).toBe(START);
  });

  it('comps the monthly product of the gift’s plan', async () => {
    const { token } = await mailedGift();
    const receiver = await premiumMember(t);
    const res = await receiver.post(claimUrl(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().subscription.product.code).toBe('premium-monthly');
    expect(res.json().subscription.state.state).toBe('Comped');
  });

  it('extends a receiver’s paying subscription instead (the next charge moves later)', async () => {
    const { token } = await mailedGift();
    const receiver = await premiumMember(t);
    const guid = await insertSubscriptionRow(t, receiver.id, {
      state: 'Active',
      period_no: 1,
      current_period_start: new Date(START),
      current_period_end: new Date('2026-03-20T12:00:00.000Z'),
      due_at: new Date('2026-03-20T12:00:00.000Z'),
    });
    const res = await receiver.post(claimUrl(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'extended', subscription: { guid } });
    const row = await t.database.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(row.due_at).toEqual(new Date('2026-04-20T12:00:00.000Z'));
  });

  it('mails the sender in their account’s language', async () => {
    const { sender, token } = await mailedGift({ lang: 'en' });
    await t.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', sender.id).execute();
    const receiver = await premiumMember(t);
    expect((await receiver.post(claimUrl(token))).statusCode).toBe(200);
    const mails = claimedMails(sender);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.lang).toBe('es');
    expect(mails[0]!.vars.months_text).toBe('1 mes');
  });

  it('a second claim: 400 code 3045 (and the same member’s retry too)', async () => {
    const { token } = await mailedGift();
    const receiver = await premiumMember(t);
    expect((await receiver.post(claimUrl(token))).statusCode).toBe(200);
    for (const who of [receiver, await premiumMember(t)]) {
      const res = await who.post(claimUrl(token));
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe(PurchaseCode.GIFT_ALREADY_CLAIMED);
    }
  });

  it('the sender claiming their own gift: 400 code 3041', async () => {
    const { sender, token } = await mailedGift();
    const res = await sender.post(claimUrl(token));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(PurchaseCode.GIFT_TO_SELF);
    expect((await t.premium.premiumStateOf(sender.id)).isPremium).toBe(false);
  });

  it('an unknown token: 404 code 3044; a refunded gift too', async () => {
    const receiver = await premiumMember(t);
    const res = await receiver.post(claimUrl('y'.repeat(43)));
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe(3044);
    const { token, gift } = await mailedGift();
    await t.database.db
      .updateTable('gifts')
      .set({ state: 'refunded' })
      .where('guid', '=', gift.guid)
      .execute();
    const refunded = await receiver.post(claimUrl(token));
    expect(refunded.statusCode).toBe(404);
    expect(errorCode(refunded)).toBe(3044);
  });

  it('a link past its year: 400 code 3046 (before the sweep marks it expired, and after)', async () => {
    const { token } = await mailedGift();
    const receiver = await premiumMember(t);
    t.clock.set('2027-03-01T12:00:00.000Z');
    const res = await receiver.post(claimUrl(token));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(PurchaseCode.GIFT_CLAIM_EXPIRED);
    expect(await purchasesInstance(t).giftSweep.runOnce()).toBeGreaterThanOrEqual(1);
    const view = await t.app.inject({ url: claimUrl(token) });
    expect(view.json()).toMatchObject({ state: 'expired' });
    expect((await receiver.post(claimUrl(token))).json().errors[0].code).toBe(3046);
    expect((await t.premium.premiumStateOf(receiver.id)).isPremium).toBe(false);
  });

  it('before the start date: 400 code 3047', async () => {
    const { token } = await mailedGift();
    const receiver = await premiumMember(t);
    // The link only exists from the start date on; a clock set back is the one way to be earlier.
    t.clock.set('2026-02-28T23:59:00.000Z');
    const res = await receiver.post(claimUrl(token));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(PurchaseCode.GIFT_NOT_STARTED);
  });

  it('is idempotent under one Idempotency-Key (the replay answers the same claim)', async () => {
    const { token } = await mailedGift();
    const receiver = await premiumMember(t);
    const key = idemKey();
    const first = await receiver.post(claimUrl(token), {}, { 'idempotency-key': key });
    const second = await receiver.post(claimUrl(token), {}, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().subscription.guid).toBe(first.json().subscription.guid);
  });

  it('500 concurrent claims of one link by different members: exactly one claims it', async () => {
    const { sender, token, gift } = await mailedGift();
    const members = await Promise.all(Array.from({ length: 500 }, () => premiumMember(t)));
    const replies = await Promise.all(members.map((m) => m.post(claimUrl(token))));
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 400 && errorCode(r) === 3045)).toHaveLength(499);
    const winner = members[replies.indexOf(ok[0]!)]!;
    const comped = await t.database.db
      .selectFrom('subscriptions')
      .select('user_id')
      .where(
        'user_id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    expect(comped.map((r) => r.user_id)).toEqual([winner.id]);
    const row = await t.database.db
      .selectFrom('gifts')
      .selectAll()
      .where('guid', '=', gift.guid)
      .executeTakeFirstOrThrow();
    expect(row.claimed_by).toBe(winner.id);
    expect(claimedMails(sender)).toHaveLength(1);
  }, 240_000);
});
