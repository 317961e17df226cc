import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../src/modules/mail/mail-render';
import type { MailMessage, Mailer, PremiumMailTemplate } from '../../src/modules/mail/mail-types';
import {
  PremiumMailService,
  formatDate,
  formatMoney,
  formatRate,
} from '../../src/modules/premium/mail/premium-mail.service';
import { buildPremiumTestApp, premiumMember, type PremiumTestApp } from './premium-fixtures';

/*
 * The premium mails: every template in English and Spanish with its values filled in and
 * formatted for the language (amounts with Intl and the currency, long dates); sent once per
 * subscription and occasion; a mailer that fails is logged, never thrown into billing, and the
 * occasion may be mailed again later.
 */
const TEMPLATES: PremiumMailTemplate[] = [
  'premium_receipt',
  'premium_trial_ending',
  'premium_payment_failed',
  'premium_subscription_cancelled',
  'premium_subscription_expired',
];
const VARS = {
  username: 'comet_fan',
  link: 'https://fanverse.example/account/subscription',
  amount: '$8.70',
  subtotal: '$7.99',
  tax: '$0.71',
  tax_rate: '8.875%',
  product: 'Premium Monthly',
  product_plan: 'Premium',
  card: 'Visa ending in 1111',
  date: 'March 8, 2026',
  period_end: 'April 8, 2026',
  retry_date: 'March 9, 2026',
};

describe('premium mail templates', () => {
  for (const template of TEMPLATES) {
    for (const lang of ['en', 'es'] as const) {
      it(`${template} (${lang}) fills every value`, () => {
        const mail = renderMail({ template, lang, to: 'a@b.test', vars: VARS });
        for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{[a-z_]+\}/);
        expect(mail.text).toContain('comet_fan');
        expect(mail.html).toContain(`lang="${lang}"`);
        expect(mail.html).toContain('https://fanverse.example/account/subscription');
      });
    }
    it(`${template} differs between English and Spanish`, () => {
      const en = renderMail({ template, lang: 'en', to: 'a@b.test', vars: VARS });
      const es = renderMail({ template, lang: 'es', to: 'a@b.test', vars: VARS });
      expect(es.subject).not.toBe(en.subject);
      expect(es.text).not.toBe(en.text);
    });
  }

  it('escapes values in HTML', () => {
    const mail = renderMail({
      template: 'premium_receipt',
      lang: 'en',
      to: 'a@b.test',
      vars: { ...VARS, product: '<b>x</b>' },
    });
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('formats money, rates and dates for each language', () => {
    expect(formatMoney(870, 'USD', 'en')).toBe('$8.70');
    expect(formatMoney(799, 'EUR', 'es')).toBe('7,99\u00a0€');
    expect(formatMoney(149900, 'MXN', 'en')).toBe('MX$1,499.00');
    expect(formatMoney(699, 'GBP', 'en')).toBe('£6.99');
    expect(formatRate('0.08875', 'en')).toBe('8.875%');
    expect(formatRate('0.21', 'es')).toBe('21\u00a0%');
    expect(formatDate(new Date('2026-03-08T23:30:00Z'), 'en')).toBe('March 8, 2026');
    expect(formatDate(new Date('2026-03-08T23:30:00Z'), 'es')).toBe('8 de marzo de 2026');
  });
});

describe('PremiumMailService', () => {
  let t: PremiumTestApp;
  beforeAll(async () => {
    t = await buildPremiumTestApp();
  });
  afterAll(async () => {
    await t?.app.close();
  });

  it('mails once per subscription and occasion, in the member’s language', async () => {
    const member = await premiumMember(t);
    await t.database.db.updateTable('users').set({ locale: 'es' }).where('id', '=', member.id).execute();
    const sub = await member.subscribe('premium-monthly');
    const mail = t.premium.premiumMail;
    await mail.send(sub.guid, 'trial_ending', 'trial');
    await mail.send(sub.guid, 'trial_ending', 'trial');
    await Promise.all([
      mail.send(sub.guid, 'trial_ending', 'trial'),
      mail.send(sub.guid, 'trial_ending', 'trial'),
    ]);
    const sent = t.mail.to(member.email).filter((m) => m.template === 'premium_trial_ending');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.lang).toBe('es');
    expect(sent[0]!.vars.amount).toBe(formatMoney(799, 'USD', 'es'));
    expect(sent[0]!.vars.product).toBe('Premium mensual');
    expect(sent[0]!.vars.card).toMatch(/terminada en \d{4}$/);
    await mail.send(sub.guid, 'trial_ending', 'trial-2');
    expect(t.mail.to(member.email).filter((m) => m.template === 'premium_trial_ending')).toHaveLength(2);
  });

  it('never throws when the mailer fails, and lets the occasion be mailed later', async () => {
    const member = await premiumMember(t);
    const sub = await member.subscribe('premium-monthly');
    const errors: unknown[] = [];
    const failing: Mailer = {
      async send() {
        throw new Error('SMTP down');
      },
    };
    const log = { error: (o: unknown) => errors.push(o) } as never;
    const broken = new PremiumMailService(t.database.db, {
      mailer: failing,
      config: t.config,
      now: t.clock.now,
      log,
    });
    await expect(broken.send(sub.guid, 'subscription_cancelled', 'cancel:1')).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);

    const sent: MailMessage[] = [];
    const working = new PremiumMailService(t.database.db, {
      mailer: { send: async (m) => void sent.push(m) },
      config: t.config,
      now: t.clock.now,
    });
    await working.send(sub.guid, 'subscription_cancelled', 'cancel:1');
    expect(sent.map((m) => [m.template, m.to])).toEqual([['premium_subscription_cancelled', member.email]]);
  });

  it('sends a batch through the mailer’s sendMany when it has one', async () => {
    const a = await premiumMember(t);
    const b = await premiumMember(t);
    const subA = await a.subscribe('premium-monthly');
    const subB = await b.subscribe('premium-monthly');
    const batches: MailMessage[][] = [];
    const service = new PremiumMailService(t.database.db, {
      mailer: {
        send: async () => {
          throw new Error('one by one not expected');
        },
        sendMany: async (m) => void batches.push([...m]),
      },
      config: t.config,
      now: t.clock.now,
    });
    await service.sendMany([
      { subscriptionGuid: subA.guid, notice: 'subscription_expired', occasion: 'expired' },
      { subscriptionGuid: subB.guid, notice: 'subscription_expired', occasion: 'expired' },
      { subscriptionGuid: subA.guid, notice: 'subscription_expired', occasion: 'expired' },
    ]);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((m) => m.to).sort()).toEqual([a.email, b.email].sort());
  });
});
