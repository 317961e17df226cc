import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, insertSignedInAccounts, type InsertedAccount } from '../helpers/test-user';
import { auth } from '../helpers/test-user';

export const ADMIN = '/api/experiments/1/admin/experiments';

/** The real app on a fresh, seeded database (the demo experiment included). One per test file. */
export async function buildExperimentsApp(): Promise<TestApp> {
  const t = await buildTestApp({ ...FAST_ENV, RATE_LIMIT_MAX: '1000000' });
  await t.app.ready();
  return t;
}

let batch = 0;
/** Members with a live session each, written straight into the database (no password hashing). */
export async function members(t: TestApp, count: number, staff = false): Promise<InsertedAccount[]> {
  batch += 1;
  const prefix = `xp_${process.pid}_${batch}_${crypto.randomBytes(3).toString('hex')}`;
  const people = await insertSignedInAccounts(t.database.db, count, {
    prefix,
    emailDomain: 'experiments.test',
  });
  if (staff) {
    await t.database.db
      .updateTable('users')
      .set({ is_staff: true })
      .where(
        'id',
        'in',
        people.map((p) => p.id),
      )
      .execute();
  }
  return people;
}

/** One member (staff when asked), with a live session. */
export async function member(t: TestApp, staff = false): Promise<InsertedAccount> {
  const [person] = await members(t, 1, staff);
  return person!;
}

/**
 * A uuid from a counter and a label (sha256, shaped as a version 4 uuid): the statistical tests
 * draw the same "random" browsers on every run, so a result is reproducible, never a flake.
 */
export function seededUuid(label: string, i: number): string {
  const hex = crypto.createHash('sha256').update(`${label}:${i}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface Ask {
  persistentUserId?: string;
  token?: string;
}

/** GET /api/5/1/experiment/{name} as a browser (persistentUserId) and/or a member (token). */
export function ask(t: TestApp, name: string, who: Ask = {}): Promise<LightMyRequestResponse> {
  const query = who.persistentUserId ? `?persistentUserId=${who.persistentUserId}` : '';
  return t.app.inject({
    method: 'GET',
    url: `/api/5/1/experiment/${encodeURIComponent(name)}${query}`,
    headers: who.token ? auth(who.token) : {},
  });
}

/** The variant answered (the call must succeed). */
export async function variantOf(t: TestApp, name: string, who: Ask): Promise<string | null> {
  const res = await ask(t, name, who);
  if (res.statusCode !== 200) throw new Error(`ask failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { variant: string | null }).variant;
}

/** A staff call to the admin API. */
export function admin(
  t: TestApp,
  token: string,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `${ADMIN}${path}`,
    headers: auth(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

/** Defines an experiment through the staff API (must succeed). */
export async function define(t: TestApp, token: string, name: string, body: Record<string, unknown>) {
  const res = await admin(t, token, 'PUT', `/${name}`, body);
  if (res.statusCode !== 200) throw new Error(`define failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** An experiment name no other test in the file uses. */
let named = 0;
export const uniqueName = (label: string) => `${label}-${process.pid}-${(named += 1)}`;
