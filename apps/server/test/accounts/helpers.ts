import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import type { ClaimsPayload } from '@fanverse/contract';
import type { AppConfig } from '../../src/config/config';
import { buildApp } from '../../src/app';
import { serverModules } from '../../src/modules/index';
import { seedModules } from '../../src/modules/module-registry';
import type { DatabaseHandle } from '../../src/db/database';
import type { MailMessage, MailTemplate, Mailer } from '../../src/modules/mail/mail-types';
import { testEnvironment } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';
import { FAST_ENV } from '../helpers/test-user';

// Users are made the same way in every test folder.
export { FAST_ENV, auth, login, newMember, register, signedInMember } from '../helpers/test-user';

/**
 * Stores the mails the app sends instead of delivering them (a test double for the mail
 * boundary), so that a test can follow the link a member would click.
 */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  /** The newest mail of a template to an address. */
  last(template: MailTemplate, to?: string): MailMessage | undefined {
    return this.sent.filter((m) => m.template === template && (!to || m.to === to)).at(-1);
  }

  /** A query parameter of the newest such mail's link (`token`, `guid`). */
  param(template: MailTemplate, to: string, name = 'token'): string {
    const mail = this.last(template, to);
    if (!mail) throw new Error(`no ${template} mail to ${to}`);
    const value = new URL(mail.vars.link).searchParams.get(name);
    if (!value) throw new Error(`no ${name} in ${mail.vars.link}`);
    return value;
  }

  count(template: MailTemplate, to?: string): number {
    return this.sent.filter((m) => m.template === template && (!to || m.to === to)).length;
  }
}

export interface AccountsTestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  mail: RecordingMailer;
}

/** The real app on an isolated database (as buildTestApp), with a recording mailer. */
export async function buildAccountsApp(
  env: Record<string, string> = {},
  mailer?: Mailer,
): Promise<AccountsTestApp> {
  const { config, removeOnClose } = testEnvironment('accounts', {
    PUBLIC_URL: 'https://fanverse.test',
    ...FAST_ENV,
    ...env,
  });
  const database = await createTestDatabase();
  await seedModules(serverModules, database.db, config);
  const mail = new RecordingMailer();
  const app = await buildApp({ config, database, mailer: mailer ?? mail });
  removeOnClose(app);
  await app.ready();
  return { app, config, database, mail };
}

/** The first error of an envelope reply. */
export function firstError(res: LightMyRequestResponse): {
  code: string | number;
  message: string;
  field?: string;
} {
  return res.json().errors[0];
}

export const claimsOf = (jwt: string) => decodeJwt(jwt) as unknown as ClaimsPayload;
