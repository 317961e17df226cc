import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveLang, type CurrencyCode, type Locale } from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import type { Database } from '../../../db/schema';
import type { Mailer, MailMessage, MailVars, PremiumMailTemplate } from '../../mail/mail-types';
import type { Clock } from '../premium-clock';
import { decimal } from '../money';
import { PremiumMailRepository, type InvoiceFacts, type NoticeFacts } from './premium-mail.repository';

/** The premium mails (en, es): receipt, trial ending, payment failed, cancelled, expired. */
export type PremiumNotice =
  'receipt' | 'trial_ending' | 'payment_failed' | 'subscription_cancelled' | 'subscription_expired';

export interface NoticeRequest {
  subscriptionGuid: string;
  notice: PremiumNotice;
  /** What makes this mail one of a kind (a charge key, 'trial', 'attempt:3'…): sent once per occasion. */
  occasion: string;
  /** The invoice a receipt or a failed payment is about (default: the invoice whose charge key is the occasion). */
  invoiceId?: string;
}

export interface PremiumMailDeps {
  mailer: Mailer;
  config: AppConfig;
  now?: Clock;
  log?: FastifyBaseLogger;
}

const TEMPLATE: Record<PremiumNotice, PremiumMailTemplate> = {
  receipt: 'premium_receipt',
  trial_ending: 'premium_trial_ending',
  payment_failed: 'premium_payment_failed',
  subscription_cancelled: 'premium_subscription_cancelled',
  subscription_expired: 'premium_subscription_expired',
};

/** Where each mail's button leads in the web app. */
const LINK: Record<PremiumNotice, string> = {
  receipt: '/account/subscription',
  trial_ending: '/account/subscription',
  payment_failed: '/account/subscription',
  subscription_cancelled: '/account/subscription',
  subscription_expired: '/premium',
};

const LOCALE_TAG: Record<Locale, string> = { en: 'en-US', es: 'es-ES' };
const PERIOD_WORD: Record<Locale, Record<string, string>> = {
  en: { P1M: 'Monthly', P1Y: 'Annual' },
  es: { P1M: 'mensual', P1Y: 'anual' },
};
const CARD_WORDS: Record<Locale, { ending: string; fallback: string }> = {
  en: { ending: 'ending in', fallback: 'payment method' },
  es: { ending: 'terminada en', fallback: 'método de pago' },
};

/** How many mails are handed to the mailer at once. */
const SEND_CONCURRENCY = 16;

/**
 * Sends each premium notice once per subscription and occasion: the row in subscription_notices
 * is claimed first (`on conflict do nothing`), and only the caller that claimed it mails, so a
 * repeated sweep, a second server instance or a retried request never mails twice. A mail that
 * cannot be sent is logged and its claim released; it never fails the billing that asked for it.
 */
export class PremiumMailService {
  private readonly repo: PremiumMailRepository;

  constructor(
    db: Kysely<Database>,
    private readonly deps: PremiumMailDeps,
  ) {
    this.repo = new PremiumMailRepository(db);
  }

  /** Sends `notice` about a subscription once per `occasion` (e.g. 'period:3'). */
  async send(
    subscriptionGuid: string,
    notice: PremiumNotice,
    occasion: string,
    invoiceId?: string,
  ): Promise<void> {
    await this.sendMany([{ subscriptionGuid, notice, occasion, ...(invoiceId ? { invoiceId } : {}) }]);
  }

  /** The same for many notices at once (the renewal sweep): set-based claims and look-ups. */
  async sendMany(requests: readonly NoticeRequest[]): Promise<void> {
    if (requests.length === 0) return;
    try {
      const now = this.now();
      const keyOf = (r: NoticeRequest) => `${r.notice}:${r.occasion}`;
      const fresh = await this.repo.claimNotices(
        requests.map((r) => ({ guid: r.subscriptionGuid, key: keyOf(r) })),
        now,
      );
      // Each claimed pair mails once, even if it was asked for twice in this batch.
      const toMail = [
        ...new Map(requests.map((r) => [`${r.subscriptionGuid}|${keyOf(r)}`, r])).entries(),
      ].flatMap(([key, r]) => (fresh.has(key) ? [r] : []));
      if (toMail.length === 0) return;
      const facts = await this.repo.subscriptionFacts(toMail.map((r) => r.subscriptionGuid));
      const invoices = await this.repo.invoiceFacts(
        toMail
          .filter((r) => r.notice === 'receipt' || r.notice === 'payment_failed')
          .map((r) => ({
            guid: r.subscriptionGuid,
            ...(r.invoiceId ? { invoiceId: r.invoiceId } : { chargeKey: r.occasion }),
          })),
      );
      const messages = toMail.flatMap((r) => {
        const subscription = facts.get(r.subscriptionGuid);
        if (!subscription) return [];
        const invoice = invoices.get(r.invoiceId ?? `${r.subscriptionGuid}|${r.occasion}`) ?? null;
        return [{ request: r, message: this.message(r.notice, subscription, invoice, now) }];
      });
      const { mailer } = this.deps;
      if (mailer.sendMany && messages.length > 1) {
        // One delivery for the lot (the outbox: one insert); if it fails, every claim is released.
        try {
          await mailer.sendMany(messages.map((m) => m.message));
        } catch (err) {
          this.deps.log?.error({ err, mails: messages.length }, 'premium mails not sent');
          for (const { request } of messages)
            await this.repo.releaseNotice(request.subscriptionGuid, keyOf(request));
        }
        return;
      }
      for (let i = 0; i < messages.length; i += SEND_CONCURRENCY) {
        await Promise.all(
          messages.slice(i, i + SEND_CONCURRENCY).map(async ({ request, message }) => {
            try {
              await mailer.send(message);
            } catch (err) {
              this.deps.log?.error(
                { err, notice: request.notice, subscription: request.subscriptionGuid },
                'premium mail not sent',
              );
              await this.repo.releaseNotice(request.subscriptionGuid, keyOf(request));
            }
          }),
        );
      }
    } catch (err) {
      this.deps.log?.error({ err }, 'premium mails not sent');
    }
  }

  /** The mail for a notice, in the member's language, amounts and dates formatted for it. */
  message(notice: PremiumNotice, s: NoticeFacts, invoice: InvoiceFacts | null, now: Date): MailMessage {
    const lang = resolveLang(s.locale);
    const money = (minor: number, currency: string) => formatMoney(minor, currency as CurrencyCode, lang);
    const date = (at: Date | null) => formatDate(at ?? now, lang);
    const card =
      s.cardType && s.cardLast4
        ? `${s.cardType} ${CARD_WORDS[lang].ending} ${s.cardLast4}`
        : CARD_WORDS[lang].fallback;
    const vars: MailVars = {
      username: s.username,
      link: `${this.deps.config.PUBLIC_URL.replace(/\/$/, '')}${LINK[notice]}`,
      product: `${s.planName} ${PERIOD_WORD[lang][s.period] ?? ''}`.trim(),
      product_plan: s.planName,
      card,
    };
    switch (notice) {
      case 'receipt':
        Object.assign(vars, {
          amount: money(invoice?.totalMinor ?? 0, invoice?.currency ?? s.currency),
          subtotal: money(invoice?.subtotalMinor ?? 0, invoice?.currency ?? s.currency),
          tax: money(invoice?.taxMinor ?? 0, invoice?.currency ?? s.currency),
          tax_rate: formatRate(invoice?.taxRate ?? '0', lang),
          date: date(invoice?.paidAt ?? now),
          period_end: date(invoice?.periodEnd ?? s.currentPeriodEnd),
        });
        break;
      case 'trial_ending':
        Object.assign(vars, { amount: money(s.priceMinor, s.currency), date: date(s.trialEndAt) });
        break;
      case 'payment_failed':
        Object.assign(vars, {
          amount: money(invoice?.totalMinor ?? s.priceMinor, invoice?.currency ?? s.currency),
          retry_date: date(s.dueAt),
        });
        break;
      case 'subscription_cancelled':
        Object.assign(vars, { date: date(s.expirationAt) });
        break;
      case 'subscription_expired':
        Object.assign(vars, { date: date(s.expirationAt) });
        break;
    }
    return { template: TEMPLATE[notice], to: s.email, lang, vars };
  }

  private now(): Date {
    return this.deps.now ? this.deps.now() : new Date();
  }
}

// Intl formatters cost far more to build than to use (a renewal sweep formats thousands of
// receipts a second): one per language and currency, kept.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) {
    f = make();
    formatters.set(key, f);
  }
  return f;
}

/** "$7.99", "7,99 €": Intl with the exact decimal string (never a float of the amount). */
export function formatMoney(minor: number, currency: CurrencyCode, lang: Locale): string {
  const format = formatter(
    `money|${lang}|${currency}`,
    () => new Intl.NumberFormat(LOCALE_TAG[lang], { style: 'currency', currency }),
  );
  return format.format(decimal(minor, currency) as unknown as number);
}

/** "8.875%": the stored exact rate as a percentage. */
export function formatRate(rate: string, lang: Locale): string {
  const format = formatter(
    `rate|${lang}`,
    () => new Intl.NumberFormat(LOCALE_TAG[lang], { style: 'percent', maximumFractionDigits: 3 }),
  );
  return format.format(rate as unknown as number);
}

/** "March 8, 2026", "8 de marzo de 2026": long-form, in UTC (the billing clock's zone). */
export function formatDate(at: Date, lang: Locale): string {
  const format = formatter(
    `date|${lang}`,
    () => new Intl.DateTimeFormat(LOCALE_TAG[lang], { dateStyle: 'long', timeZone: 'UTC' }),
  );
  return format.format(at);
}
