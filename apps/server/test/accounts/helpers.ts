import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import type { ClaimsPayload, LoginResult, RegisterResult } from '@fanverse/contract';
import { loadConfig, type AppConfig } from '../../src/config/config';
import { buildApp } from '../../src/app';
import { seedDefaults } from '../../src/db/seed-defaults';
import type { DatabaseHandle } from '../../src/db/database';
import type { MailMessage, MailTemplate, Mailer } from '../../src/modules/mail/mail-types';
import { createTestDatabase } from '../helpers/test-database';

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

/** Cheap argon2 for tests (production keeps OWASP's m=19 MiB, t=2) and no global rate limit. */
export const FAST_ENV = { ARGON2_MEMORY_KIB: '256', ARGON2_TIME_COST: '1', RATE_LIMIT_MAX: '1000000' };

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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-accounts-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'https://fanverse.test',
    ...FAST_ENV,
    ...env,
  });
  const database = await createTestDatabase();
  await seedDefaults(database.db);
  const mail = new RecordingMailer();
  const app = await buildApp({ config, database, mailer: mailer ?? mail });
  await app.ready();
  return { app, config, database, mail };
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

let seq = 0;
/** A fresh, valid registration body; unique per call. */
export function newMember(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const id = `${process.pid % 1000}${seq}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `member${id}`,
    email: `member${id}@example.com`,
    password: 'Violet-Harbor-91',
    ...overrides,
  } as { username: string; email: string; password: string } & Record<string, unknown>;
}

export async function register(
  app: FastifyInstance,
  body: Record<string, unknown>,
): Promise<RegisterResult & { res: LightMyRequestResponse }> {
  const res = await app.inject({ method: 'POST', url: '/api/users/register', payload: body });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json(), res };
}

export async function login(
  app: FastifyInstance,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<LoginResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Registers a member and signs them in; answers the body used and the session token. */
export async function signedInMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newMember(overrides);
  const registered = await register(app, body);
  const session = await login(app, body.username, body.password);
  return { ...body, guid: registered.user_guid, token: session.session_id, session };
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
