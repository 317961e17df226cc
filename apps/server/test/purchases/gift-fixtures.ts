import type { Mailer } from '../../src/modules/mail/mail-types';
import { createPurchasesServices } from '../../src/modules/purchases/purchases.factory';
import { premiumMember, type PremiumTestApp } from './purchases-fixtures';

/*
 * Helpers of the gift tests (gifts-*.test.ts, gift-claim.test.ts): another server instance's
 * purchases services (its gift mail sweep), and a gift mailed today with its claim link.
 */

/**
 * The purchases services as another server instance would run them over the app's database and
 * clock (stateless, so equivalent to the app's own): tests run the gift mail sweep through it.
 * `mailer`: where its mails go (default: the app's recorder).
 */
export function purchasesInstance(t: PremiumTestApp, mailer: Mailer = t.mail) {
  return createPurchasesServices(t.database.db, t.config, {
    sessions: null as never,
    premium: t.premium,
    items: null as never,
    mailer,
    log: t.app.log,
  });
}

export const giftProductId = async (t: PremiumTestApp, code: string): Promise<number> =>
  (
    await t.database.db
      .selectFrom('premium_products')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow()
  ).id;

/** A receiver address nobody else uses. */
export const receiverAddress = () => `gift-${Math.random().toString(36).slice(2)}@example.com`;

/** The token of the claim link in the last gift mail to `address` (undefined: none). */
export function claimTokenIn(t: PremiumTestApp, address: string): string | undefined {
  const mails = t.mail.to(address).filter((m) => m.template === 'gift_received');
  return mails.at(-1)?.vars.link.split('/').pop();
}

/** A new sender buys a gift (default: one month, starting today, so mailed at once). */
export async function buyGift(t: PremiumTestApp, extra: Record<string, unknown> = {}) {
  const sender = await premiumMember(t);
  const card = await sender.addCard();
  const receiverEmail = (extra.receiver_email as string | undefined) ?? receiverAddress();
  const res = await sender.post('/api/premium/2/purchases/gift/create', {
    paymentmethod_guid: card,
    product_id: await giftProductId(t, 'gift-premium-1m'),
    sender_email: sender.email,
    sender_name: 'Ana',
    receiver_email: receiverEmail,
    receiver_name: 'Bea',
    personal_message: 'For you',
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`gift failed: ${res.statusCode} ${res.body}`);
  return { sender, gift: res.json(), receiverEmail, token: claimTokenIn(t, receiverEmail) };
}
