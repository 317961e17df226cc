import crypto from 'node:crypto';
import {
  GIFT_CLAIM_DAYS,
  GIFT_MAX_START_DAYS,
  GenericCode,
  MONTHS_OF_PERIOD,
  PurchaseCode,
  currencyForCountry,
  giftCreateProblem,
  resolveLang,
  type Gift,
  type GiftClaimResult,
  type GiftClaimView,
  type GiftCreateBody,
  type Locale,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { formatDate } from '../../premium/mail/premium-mail.service';
import type { PaymentMethodRow } from '../../premium/premium-rows';
import { dateText, toGift } from '../history/gift-view';
import type { PurchasesContext } from '../purchases.factory';
import type { OrderCharger } from '../store/order-charger';
import { GiftRepository, type GiftFullRow, type GiftRow } from './gift.repository';
import { messageText, monthsText } from './gift-mails';

const DAY_MS = 86_400_000;
/** How long a sweeper holds the gifts it claimed: far longer than mailing them takes. */
const LEASE_MS = 2 * 60_000;
const BATCH = 100;

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/** The first instant (UTC) of a YYYY-MM-DD day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const today = (now: Date) => now.toISOString().slice(0, 10);
/** One line: a name goes into a mail's subject. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const giftNotFound = () => AppError.notFound(PurchaseCode.GIFT_NOT_FOUND, 'This gift link is not valid.');
const notForSale = () =>
  AppError.notFound(PurchaseCode.ITEM_NOT_FOR_SALE, 'This gift product is not for sale.');

/**
 * Gift subscriptions (docs/purchases.md "Gifts"): bought once (one sale through the order
 * charger; the gift row is written with the paid order), mailed to the receiver on the start date
 * with a single-use claim link (the token is made when the mail goes and stored hashed), claimed
 * once within GIFT_CLAIM_DAYS as prepaid premium (CompService.grantMonths).
 */
export class GiftService {
  private readonly repo: GiftRepository;

  constructor(
    private readonly ctx: PurchasesContext,
    private readonly parts: { orders: OrderCharger },
  ) {
    this.repo = new GiftRepository(ctx.db);
  }

  private get premium() {
    return this.ctx.deps.premium;
  }

  async create(
    sender: { userId: string; userGuid: string },
    body: GiftCreateBody,
    viewer: { country: string; lang: Locale },
  ): Promise<Gift> {
    const problem = giftCreateProblem(body);
    if (problem)
      throw AppError.badRequest(problem.code, 'This gift is missing a required field.', problem.field);
    const product = await this.giftProduct(body.product_id!);
    const account = await this.repo.account(sender.userId);
    if (!account) throw AppError.unauthenticated();
    const senderEmail = body.sender_email!.trim();
    const receiverEmail = body.receiver_email.trim().toLowerCase();
    if (receiverEmail === account.email.toLowerCase() || receiverEmail === senderEmail.toLowerCase())
      throw AppError.badRequest(PurchaseCode.GIFT_TO_SELF, 'A gift is for someone else.', 'receiver_email');
    const now = this.premium.now();
    const startDay = this.startDay(body.premium_start_date, now);

    // Priced before a nonce is vaulted: a gift that cannot be sold there leaves no card behind.
    const place = await this.placeOf(sender.userId, body);
    const currency = currencyForCountry(place.countryCode);
    const price = await this.premium.catalog.priceOf(product.id, currency);
    if (price === null)
      throw AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        `This gift is not sold in ${currency}.`,
        'product_id',
      );
    const quote = await this.premium.pricing.quoteAmount({ baseMinor: price, currency, place });
    const method = place.method ?? (await this.vault(sender.userId, body, place));

    const { result: gift } = await this.parts.orders.placeAndCharge(
      { userId: sender.userId, kind: 'gift', productId: product.id, quote, paymentMethod: method },
      // Money has moved: nothing here may fail for a business reason (all was checked above).
      (trx, paid) =>
        this.repo.insert(trx, {
          guid: crypto.randomUUID(),
          sender_id: sender.userId,
          order_id: paid.id,
          product_id: product.id,
          product_currency: currency,
          product_price_minor: price,
          sender_email: senderEmail,
          sender_name: oneLine(body.sender_name ?? '') || account.username,
          receiver_email: receiverEmail,
          receiver_name: oneLine(body.receiver_name ?? ''),
          personal_message: (body.personal_message ?? '').trim(),
          premium_start_date: startDay,
          lang: body.lang ?? viewer.lang,
          state: 'scheduled',
          mail_due_at: dayStart(startDay),
          created_at: paid.paid_at ?? now,
        }),
    );
    // Starting today: mailed now, by the sweep's own path (the same claim and lease).
    if (gift.mail_due_at.getTime() <= now.getTime()) await this.sendDueMails(gift.guid);
    return toGift((await this.repo.viewByGuid(gift.guid))!);
  }

  /** The sender's gifts, newest first. */
  async sent(userId: string, _lang: Locale): Promise<Gift[]> {
    return (await this.repo.sentBy(userId)).map(toGift);
  }

  /** What the claim page shows (any state but refunded; unknown or refunded: 404 3044). */
  async claimView(token: string, _lang: Locale): Promise<GiftClaimView> {
    const row = await this.repo.byTokenHash(sha256(token));
    if (!row || row.state === 'refunded') throw giftNotFound();
    return {
      sender_name: row.sender_name,
      receiver_name: row.receiver_name,
      receiver_email: row.receiver_email,
      personal_message: row.personal_message,
      premium_start_date: dateText(row.premium_start_date),
      product_name: row.product_name,
      plan: row.plan_code,
      months: monthsOf(row),
      state: row.state,
      claim_expires_at: row.claim_expires_at?.toISOString() ?? null,
    };
  }

  /**
   * Claims a gift once: in one transaction the gift is locked, checked, moved sent → claimed and
   * the months granted, so concurrent claims of one link give one claim (the others 3045).
   */
  async claim(
    token: string,
    receiver: { userId: string; userGuid: string },
    _lang: Locale,
  ): Promise<GiftClaimResult> {
    const now = this.premium.now();
    const { gift, grant } = await this.ctx.db.transaction().execute(async (trx) => {
      const gift = await this.repo.byTokenHash(sha256(token), trx);
      if (!gift || gift.state === 'refunded') throw giftNotFound();
      if (gift.state === 'claimed')
        throw AppError.badRequest(PurchaseCode.GIFT_ALREADY_CLAIMED, 'This gift has been claimed already.');
      if (
        gift.state === 'expired' ||
        (gift.claim_expires_at && gift.claim_expires_at.getTime() <= now.getTime())
      )
        throw AppError.badRequest(PurchaseCode.GIFT_CLAIM_EXPIRED, 'This gift link has expired.');
      if (now.getTime() < dayStart(dateText(gift.premium_start_date)).getTime())
        throw AppError.badRequest(
          PurchaseCode.GIFT_NOT_STARTED,
          'This gift cannot be claimed before its start date.',
        );
      if (gift.sender_id === receiver.userId)
        throw AppError.badRequest(PurchaseCode.GIFT_TO_SELF, 'A gift is for someone else.');
      if (!(await this.repo.markClaimed(trx, gift.guid, receiver.userId, now)))
        throw AppError.badRequest(PurchaseCode.GIFT_ALREADY_CLAIMED, 'This gift has been claimed already.');
      const grant = await this.premium.comps.grantMonths(trx, receiver.userId, {
        months: monthsOf(gift),
        // The monthly product of the gift's plan (the catalog's default when it has none).
        ...((await this.repo.monthlyProductCode(trx, gift.plan_code)) ?? {}),
        reason: 'gift',
        ref: gift.guid,
      });
      await this.repo.setSubscription(trx, gift.guid, grant.guid);
      return { gift, grant };
    });
    await this.mailClaimed(gift);
    const subscription = await this.premium.subscriptions.get(receiver.userId, grant.guid);
    return {
      subscription,
      outcome: grant.outcome,
      premium_expiration_date: subscription.premium_expiration_date ?? null,
    };
  }

  /**
   * Mails every gift whose start date has come (or only `guid`): claimed under a lease, given a
   * fresh claim link, marked sent, then mailed. Answers how many were mailed. A mail that cannot
   * be sent puts its gift back (due again on the next pass).
   */
  async sendDueMails(guid?: string): Promise<number> {
    let mailed = 0;
    for (;;) {
      const now = this.premium.now();
      const lease = new Date(now.getTime() + LEASE_MS);
      const claimed = await this.repo.claimDue(now, lease, BATCH, guid);
      if (claimed.length === 0) return mailed;
      const untouched: string[] = [];
      for (const gift of claimed) {
        const token = crypto.randomBytes(32).toString('base64url');
        const tokenHash = sha256(token);
        const expiresAt = new Date(now.getTime() + GIFT_CLAIM_DAYS * DAY_MS);
        if (!(await this.repo.markSent(gift.guid, lease, { tokenHash, expiresAt, sentAt: now }))) {
          untouched.push(gift.guid);
          continue;
        }
        try {
          await this.ctx.deps.mailer.send(this.receiverMail(gift, token, expiresAt));
          mailed += 1;
        } catch (err) {
          this.ctx.deps.log.error({ err, gift: gift.guid }, 'gift mail could not be sent; due again');
          await this.repo.unsend(gift.guid, tokenHash);
        }
      }
      await this.repo.release(untouched, lease);
      if (guid || claimed.length < BATCH) return mailed;
    }
  }

  /** Sent gifts whose link ran out unclaimed → expired (no mail). Answers how many. */
  expireLinks(): Promise<number> {
    return this.repo.expireLinks(this.premium.now());
  }

  private receiverMail(gift: GiftRow & { product_period: string }, token: string, expiresAt: Date) {
    const lang = gift.lang;
    const months = monthsOf(gift);
    return {
      template: 'gift_received' as const,
      to: gift.receiver_email,
      lang,
      vars: {
        username: gift.receiver_name || gift.receiver_email,
        link: `${this.ctx.config.PUBLIC_URL}/gift/claim/${token}`,
        sender_name: gift.sender_name,
        months_text: monthsText(months, lang),
        message: messageText(gift.personal_message, gift.sender_name, lang),
        valid_until: formatDate(expiresAt, lang),
      },
    };
  }

  /** The sender is told once their gift is claimed (after commit; a failed mail is only logged). */
  private async mailClaimed(gift: GiftFullRow): Promise<void> {
    const account = await this.repo.account(gift.sender_id);
    const lang: Locale = account?.locale ? resolveLang(account.locale) : gift.lang;
    try {
      await this.ctx.deps.mailer.send({
        template: 'gift_claimed',
        to: gift.sender_email,
        lang,
        vars: {
          username: gift.sender_name || account?.username || gift.sender_email,
          link: `${this.ctx.config.PUBLIC_URL}/account/purchases`,
          receiver_name: gift.receiver_name || gift.receiver_email,
          months_text: monthsText(monthsOf(gift), lang),
        },
      });
    } catch (err) {
      this.ctx.deps.log.error({ err, gift: gift.guid }, 'gift claimed mail could not be sent');
    }
  }

  /** An active gift product by id (a number or its digits), else 404 code 1800. */
  private async giftProduct(id: number | string) {
    const n = typeof id === 'number' ? id : /^\d{1,10}$/.test(id.trim()) ? Number(id.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) throw notForSale();
    const product = await this.premium.catalog.productById(n);
    if (!product || !product.is_gift || !product.is_active) throw notForSale();
    return product;
  }

  /** Today (UTC) by default; not in the past, at most GIFT_MAX_START_DAYS ahead (400 code 8). */
  private startDay(given: string | undefined, now: Date): string {
    const first = today(now);
    if (!given) return first;
    const at = dayStart(given);
    const bad = (message: string) =>
      AppError.badRequest(GenericCode.INVALID_PARAMETER, message, 'premium_start_date');
    if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== given) throw bad('Not a date.');
    if (given < first) throw bad('The start date cannot be in the past.');
    if (at.getTime() > dayStart(first).getTime() + GIFT_MAX_START_DAYS * DAY_MS)
      throw bad(`The start date can be at most ${GIFT_MAX_START_DAYS} days ahead.`);
    return given;
  }

  /**
   * Where the gift is paid from: the member's own active method (a guid; another's or an unknown
   * one 404), or, for a gateway nonce, the body's place (400 code 8 without it).
   */
  private async placeOf(
    userId: string,
    body: GiftCreateBody,
  ): Promise<{ countryCode: string; postalCode: string; method?: PaymentMethodRow }> {
    const guid = body.paymentmethod_guid ?? body.guid;
    if (guid) {
      const method = await this.premium.paymentMethods.usableRow(userId, guid.toLowerCase());
      return { countryCode: method.country_code_alpha2, postalCode: method.postal_code, method };
    }
    const missing = (field: string) =>
      AppError.badRequest(GenericCode.INVALID_PARAMETER, `${field} is required to pay with a card.`, field);
    if (!body.postal_code) throw missing('postal_code');
    if (!body.country_code_alpha2) throw missing('country_code_alpha2');
    return { countryCode: body.country_code_alpha2.toUpperCase(), postalCode: body.postal_code };
  }

  /** A gateway nonce vaulted as the member's payment method (premium's PaymentMethodService). */
  private async vault(
    userId: string,
    body: GiftCreateBody,
    place: { countryCode: string; postalCode: string },
  ): Promise<PaymentMethodRow> {
    const created = await this.premium.paymentMethods.create(userId, {
      braintree_nonce: body.paymentmethod_token!,
      postal_code: place.postalCode,
      country_code_alpha2: place.countryCode,
    });
    return this.premium.paymentMethods.usableRow(userId, created.guid);
  }
}

/** A gift's months, by its product's period. */
function monthsOf(gift: GiftViewLike): number {
  return MONTHS_OF_PERIOD[gift.product_period] ?? 1;
}
type GiftViewLike = { product_period: string };
