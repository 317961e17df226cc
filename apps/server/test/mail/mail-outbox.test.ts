import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { createMailServices } from '../../src/modules/mail/mail.factory';
import type { MailService } from '../../src/modules/mail/mail.service';

let t: TestApp;
let mailer: MailService;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '10000' });
  // Mails sent through this instance land in the same outbox table the app's routes read.
  mailer = createMailServices(t.database.db, t.config).mailer;
  await t.app.ready();
});
afterAll(async () => t.app.close());

const latest = (to: string) => t.app.inject({ url: `/dev/outbox/latest.json?to=${encodeURIComponent(to)}` });

describe('the development outbox (no SMTP_URL)', () => {
  it('keeps every mail sent, with subject, text, html, template and language', async () => {
    expect(mailer.transportKind).toBe('outbox');
    const link = 'http://localhost:8080/verify-email?token=deadbeef';
    await mailer.send({
      template: 'verify_email',
      to: 'Nova@Example.test',
      lang: 'es',
      vars: { username: 'nova', link },
    });
    const rows = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', 'Nova@Example.test')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      template: 'verify_email',
      lang: 'es',
      subject: 'Confirma tu dirección de correo en Fanverse',
    });
    expect(rows[0]!.text).toContain(link);
    expect(rows[0]!.html).toContain('lang="es"');
  });

  it('answers the latest mail to an address as JSON, links extracted, address case ignored', async () => {
    const to = 'latest@example.test';
    await mailer.send({
      template: 'verify_email',
      to,
      lang: 'en',
      vars: { username: 'first', link: 'https://a.example/1' },
    });
    await mailer.send({
      template: 'reset_password',
      to,
      lang: 'en',
      vars: { username: 'second', link: 'https://a.example/reset?token=42&x=1' },
    });
    const res = await latest('LATEST@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      to,
      subject: 'Reset your Fanverse password',
      template: 'reset_password',
      lang: 'en',
      links: ['https://a.example/reset?token=42&x=1'],
    });
    expect(body.text).toContain('Hi second,');
    expect(body.html).toContain('href="https://a.example/reset?token=42&amp;x=1"');
    expect(new Date(body.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 when no mail went to the address, 400 without one', async () => {
    const none = await latest('nobody@example.test');
    expect(none.statusCode).toBe(404);
    expect(none.json().errors[0].code).toBe('NOT_FOUND');
    const missing = await t.app.inject({ url: '/dev/outbox/latest.json' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe(8);
  });

  it('lists the latest 50 mails as a page, newest first, values escaped, bodies in sandboxed frames', async () => {
    await mailer.send({
      template: 'double_opt_in',
      to: 'page@example.test',
      lang: 'en',
      vars: { username: '<b>bold</b>', link: 'https://a.example/opt-in?token=ab' },
    });
    const res = await t.app.inject({ url: '/dev/outbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");

    const page = res.body;
    const newest = page.indexOf('Please confirm your Fanverse updates');
    const older = page.indexOf('Reset your Fanverse password');
    expect(newest).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newest);
    expect(page).toContain('page@example.test');
    expect(page).toContain(
      '<a href="https://a.example/opt-in?token=ab" target="_blank" rel="noopener noreferrer">',
    );
    expect(page).toMatch(
      /<iframe title="[^"]+" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;!doctype html&gt;/,
    );
    // The mail's HTML is only ever inside the srcdoc attribute, never live in the page.
    expect(page).not.toContain('<b>bold</b>');
    expect(page).not.toMatch(/<script/i);

    for (let i = 0; i < 55; i++) {
      await mailer.send({
        template: 'verify_email',
        to: `bulk${i}@example.test`,
        lang: 'en',
        vars: { username: 'b', link: 'https://a.example/v' },
      });
    }
    const full = (await t.app.inject({ url: '/dev/outbox' })).body;
    expect(full.match(/<article>/g)).toHaveLength(50);
    expect(full).toContain('bulk54@example.test');
    expect(full).not.toContain('bulk4@example.test');
  });

  it('is hidden from the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/dev/'))).toEqual([]);
  });
});

describe('in production', () => {
  it('registers no outbox routes', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    await prod.app.ready();
    try {
      for (const url of ['/dev/outbox', '/dev/outbox/latest.json?to=a@b.test']) {
        const res = await prod.app.inject({ url });
        expect(res.statusCode).toBe(404);
        // Outside /api an unknown path is a plain 404: code 11 belongs to the API.
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
      }
    } finally {
      await prod.app.close();
    }
  });
});
