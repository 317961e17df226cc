import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { createTestDatabase } from '../helpers/test-database';
import type { DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { createMailServices } from '../../src/modules/mail/mail.factory';
import { withTimeoutDefaults } from '../../src/modules/mail/mail-transport';
import { parseMail } from './mime';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let server: SMTPServer;
let port: number;
let database: DatabaseHandle;
const received: Received[] = [];
const logins: { username?: string | null; password?: string | null }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(resolve));
  await database.close();
});

function smtpMailer(db: Kysely<Database>, url = `smtp://127.0.0.1:${port}`) {
  return createMailServices(db, { SMTP_URL: url, MAIL_FROM: 'Fanverse Test <no-reply@fanverse.test>' })
    .mailer;
}

describe('SMTP transport (SMTP_URL set)', () => {
  it.each([
    ['en', 'verify_email', 'Confirm your email address for Fanverse', 'Hi ana_fan,'],
    ['es', 'verify_email', 'Confirma tu dirección de correo en Fanverse', 'Hola, ana_fan:'],
    ['en', 'reset_password', 'Reset your Fanverse password', 'Choose a new password'],
    [
      'es',
      'double_opt_in',
      'Confirma que quieres recibir novedades de Fanverse',
      'Sí, quiero recibir novedades',
    ],
  ] as const)(
    'delivers %s %s with subject, text, html and the link',
    async (lang, template, subject, phrase) => {
      const mailer = smtpMailer(database.db);
      expect(mailer.transportKind).toBe('smtp');
      const to = `ana+${lang}-${template}@example.test`;
      const link = `https://fanverse.example/account/${template}?token=0123abcd&lang=${lang}`;
      await mailer.send({ template, to, lang, vars: { username: 'ana_fan', link } });
      mailer.close();

      const mail = received.find((r) => r.to.includes(to));
      expect(mail).toBeDefined();
      expect(mail!.from).toBe('no-reply@fanverse.test');
      const parsed = parseMail(mail!.raw);
      expect(parsed.headers.subject).toBe(subject);
      expect(parsed.headers.from).toBe('Fanverse Test <no-reply@fanverse.test>');
      expect(parsed.headers.to).toBe(to);
      expect(parsed.headers['x-fanverse-template']).toBe(template);
      expect(parsed.text).toContain(phrase);
      expect(parsed.text).toContain(link);
      expect(parsed.html).toContain(`<html lang="${lang}">`);
      expect(parsed.html).toContain(`href="${link.replace('&', '&amp;')}"`);
      expect(parsed.html).toContain(phrase);
    },
  );

  it('signs in with the user and password of the URL', async () => {
    const mailer = smtpMailer(database.db, `smtp://mailer:s3cret%21@127.0.0.1:${port}`);
    await mailer.send({
      template: 'reset_password',
      to: 'auth@example.test',
      lang: 'en',
      vars: { username: 'x', link: 'https://a.example/r' },
    });
    mailer.close();
    expect(logins).toContainEqual({ username: 'mailer', password: 's3cret!' });
    expect(received.some((r) => r.to.includes('auth@example.test'))).toBe(true);
  });

  it('keeps nothing in the outbox', async () => {
    const rows = await database.db.selectFrom('mail_outbox').select('to').execute();
    expect(rows).toEqual([]);
  });

  it('fails the send (it does not hang) when the SMTP server is not there', async () => {
    const closed = new SMTPServer({ authOptional: true, logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(resolve));
    const mailer = smtpMailer(database.db, `smtp://127.0.0.1:${deadPort}`);
    await expect(
      mailer.send({
        template: 'verify_email',
        to: 'x@example.test',
        lang: 'en',
        vars: { username: 'x', link: 'https://a.example/v' },
      }),
    ).rejects.toThrow();
    mailer.close();
  });

  it('adds timeouts to the URL unless the operator set them', () => {
    const url = new URL(withTimeoutDefaults('smtp://u:p@mail.example:587?socketTimeout=5000'));
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
    expect(url.searchParams.get('greetingTimeout')).toBe('10000');
    expect(url.username).toBe('u');
  });
});
