import { describe, expect, it } from 'vitest';
import { insertEpisode } from '../playback/playback-fixtures';
import { errorCode } from '../premium/premium-fixtures';
import { premiumClaims } from '../premium/subscriptions-fixtures';
import { buyGift, claimTokenIn, purchasesInstance, receiverAddress } from './gift-fixtures';
import { premiumMember, rightsOf, purchasesTestApp, type PremiumMember } from './purchases-fixtures';

/*
 * A gift's whole life with the injected clock (issue 22 "Done when"), and the gift mail sweep:
 * one mail per gift on its start date even with two sweepers at once, links that run out.
 */

const t = purchasesTestApp();

const giftMails = (to: string) => t.mail.to(to).filter((m) => m.template === 'gift_received');
const claimUrl = (token: string) => `/api/premium/2/gifts/claim/${token}`;
const giftRow = (guid: string) =>
  t.database.db.selectFrom('gifts').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();

async function canWatch(m: PremiumMember, uuid: string): Promise<boolean> {
  const res = await m.get(`/api/5/1/rights/episode/${uuid}`);
  expect(res.statusCode, res.body).toBe(200);
  return rightsOf(res.json().token).can_watch;
}

describe('a gift’s life', () => {
  it('is mailed on its start date, claimed once as premium, and ends after its months', async () => {
    const sweep = purchasesInstance(t).giftSweep;
    const episode = await insertEpisode(t.database.db, { wall_type: 0 });

    // Bought with a start date 5 days ahead: no mail yet, even when the sweep runs.
    const { sender, gift, receiverEmail } = await buyGift(t, { premium_start_date: '2026-03-06' });
    expect(gift.state).toBe('scheduled');
    await sweep.runOnce();
    expect(giftMails(receiverEmail)).toHaveLength(0);

    // Five days later the sweep mails it once, with its link.
    t.clock.travel({ days: 5 });
    await sweep.runOnce();
    await sweep.runOnce();
    const mails = giftMails(receiverEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.vars).toMatchObject({ sender_name: 'Ana', months_text: '1 month' });
    expect(mails[0]!.vars.message).toContain('For you');
    expect(mails[0]!.vars.valid_until).toBe('March 6, 2027');
    const token = claimTokenIn(t, receiverEmail)!;
    expect(mails[0]!.vars.link).toBe(`${t.config.PUBLIC_URL}/gift/claim/${token}`);
    // Only its hash is kept.
    const row = await giftRow(gift.guid);
    expect(row.state).toBe('sent');
    expect(row.claim_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.claim_token_hash).not.toContain(token);

    // A new member claims it: comped premium, the premium episode plays.
    const receiver = await premiumMember(t);
    expect(await canWatch(receiver, episode.uuid)).toBe(false);
    const claimed = await receiver.post(claimUrl(token));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().outcome).toBe('comped');
    expect((await premiumClaims(t, receiver)).user_type).toBe('premium');
    expect(await canWatch(receiver, episode.uuid)).toBe(true);
    expect(t.mail.to(sender.email).filter((m) => m.template === 'gift_claimed')).toHaveLength(1);

    // A second claim: 3045.
    const again = await (await premiumMember(t)).post(claimUrl(token));
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe(3045);

    // Past its month: no longer premium (the renewal sweep expires the comp).
    t.clock.set('2026-04-06T12:00:00.000Z');
    await t.premium.renewals.runOnce();
    expect((await premiumClaims(t, receiver)).user_type).toBe('registered');
    expect(await canWatch(receiver, episode.uuid)).toBe(false);
  });

  it('an unclaimed gift’s link, 365 days after the mail: 3046, and the gift expired without a mail', async () => {
    const sweep = purchasesInstance(t).giftSweep;
    const { gift, token, receiverEmail } = await buyGift(t);
    expect(token).toBeDefined();
    t.clock.travel({ days: 365 });
    const mailsBefore = t.mail.sent.length;
    expect(await sweep.runOnce()).toBeGreaterThanOrEqual(1);
    expect(t.mail.sent.length).toBe(mailsBefore);
    expect((await giftRow(gift.guid)).state).toBe('expired');
    const res = await (await premiumMember(t)).post(claimUrl(token!));
    expect(res.statusCode).toBe(400);
    expect(errorCode(res)).toBe(3046);
    expect(giftMails(receiverEmail)).toHaveLength(1);
  });
});

describe('the gift mail sweep', () => {
  it('two sweepers at once mail each due gift exactly once', async () => {
    const receivers = Array.from({ length: 12 }, () => receiverAddress());
    for (const receiver_email of receivers)
      await buyGift(t, { receiver_email, premium_start_date: '2026-03-02' });
    t.clock.set('2026-03-02T00:00:00.000Z');
    const [a, b] = [purchasesInstance(t).giftSweep, purchasesInstance(t).giftSweep];
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(12);
    for (const address of receivers) expect(giftMails(address)).toHaveLength(1);
  });

  it('a mail that cannot be sent leaves its gift due: the next pass mails it', async () => {
    const { gift, receiverEmail } = await buyGift(t, { premium_start_date: '2026-03-03' });
    t.clock.set('2026-03-03T00:00:00.000Z');
    let failing = true;
    const flaky = purchasesInstance(t);
    const send = t.mail.send.bind(t.mail);
    const failingSweep = purchasesInstance(t, {
      send: async (message) => {
        if (failing) throw new Error('smtp down');
        await send(message);
      },
    }).giftSweep;
    await failingSweep.runOnce();
    expect(giftMails(receiverEmail)).toHaveLength(0);
    const row = await giftRow(gift.guid);
    expect(row).toMatchObject({ state: 'scheduled', claim_token_hash: null });
    failing = false;
    await flaky.giftSweep.runOnce();
    expect(giftMails(receiverEmail)).toHaveLength(1);
    expect((await giftRow(gift.guid)).state).toBe('sent');
  });
});
