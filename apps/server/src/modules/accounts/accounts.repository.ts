import crypto from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AccountTokenPurpose, Database, UsersTable } from '../../db/schema';

/** A user row; `dob` is YYYY-MM-DD text on both engines. */
export type AccountRow = Omit<Selectable<UsersTable>, 'dob'> & { dob: string | null };
export type NewAccount = Insertable<UsersTable>;
export type AccountPatch = Updateable<UsersTable>;

const USER_COLUMNS = [
  'id',
  'guid',
  'username',
  'email',
  'password_hash',
  'password_changed_at',
  'requires_password_reset',
  'email_verified',
  'email_verification_deadline',
  'double_opt_in',
  'first_name',
  'last_name',
  'gender',
  'answered_mature',
  'current_status',
  'locale',
  'marketing_lang',
  'marketing_country',
  'opt_in',
  'partner_opt_in',
  'additional_traits',
  'avatar_path',
  'banner_path',
  'is_staff',
  'checkin_admin',
  'user_claims',
  'failed_logins',
  'locked_until',
  'created_at',
  'updated_at',
] as const;

// Selected as text rather than relying on the driver's date parser, which PGlite does not
// apply through the Kysely dialect (it answers a Date shifted by the time zone).
const dobText = sql<string | null>`to_char(dob, 'YYYY-MM-DD')`.as('dob');

/** What signing in needs of an account: the credentials and lock, and the claims' inputs. */
const LOGIN_COLUMNS = [
  'id',
  'guid',
  'username',
  'password_hash',
  'failed_logins',
  'locked_until',
  'email_verified',
  'is_staff',
  'checkin_admin',
  'user_claims',
] as const;
export type LoginAccount = Pick<AccountRow, (typeof LOGIN_COLUMNS)[number]>;

export interface TokenRow {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

/** Which unique index an insert or update broke, if it was one of the users' two. */
export function uniqueViolationOf(err: unknown): 'username' | 'email' | undefined {
  const e = err as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return undefined;
  const where = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`;
  if (where.includes('users_username_lower')) return 'username';
  if (where.includes('users_email_lower')) return 'email';
  return undefined;
}

/** Users, their password history and their single-use mailed tokens. Typed SQL only, no rules. */
export class AccountsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: AccountsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new AccountsRepository(trx)));
  }

  private users() {
    return this.db.selectFrom('users').select([...USER_COLUMNS, dobText]);
  }

  findById(id: string): Promise<AccountRow | undefined> {
    return this.users().where('id', '=', id).executeTakeFirst();
  }

  findByGuid(guid: string): Promise<AccountRow | undefined> {
    return this.users().where('guid', '=', guid).executeTakeFirst();
  }

  findByUsername(username: string): Promise<AccountRow | undefined> {
    return this.users()
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  findByEmail(email: string): Promise<AccountRow | undefined> {
    return this.users()
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /**
   * The sign-in view of an account by username or email (both without regard to case): a
   * narrow row, since sign-in is the hottest path and reads it on every attempt.
   */
  findForLogin(by: 'username' | 'email', value: string): Promise<LoginAccount | undefined> {
    return this.db
      .selectFrom('users')
      .select(LOGIN_COLUMNS)
      .where(by === 'username' ? sql`lower(username)` : sql`lower(email)`, '=', value.toLowerCase())
      .executeTakeFirst();
  }

  async usernameTaken(username: string, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(username)`, '=', username.toLowerCase());
    if (exceptId) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async emailTaken(email: string, exceptId?: string): Promise<boolean> {
    let q = this.db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase());
    if (exceptId) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async create(account: NewAccount): Promise<void> {
    await this.db.insertInto('users').values(account).execute();
  }

  async update(id: string, patch: AccountPatch): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Counts a failed sign-in; from the `maxFailures`-th on, locks the account for `baseSeconds`,
   * doubling with each further failure up to `capSeconds`. Answers the new state.
   */
  async recordFailedLogin(
    id: string,
    policy: { maxFailures: number; baseSeconds: number; capSeconds: number; now: Date },
  ): Promise<{ failedLogins: number; lockedUntil: Date | null }> {
    const row = await this.db
      .updateTable('users')
      .set({ failed_logins: sql`failed_logins + 1` })
      .where('id', '=', id)
      .returning('failed_logins')
      .executeTakeFirstOrThrow();
    const failedLogins = row.failed_logins;
    if (failedLogins < policy.maxFailures) return { failedLogins, lockedUntil: null };
    const seconds = Math.min(
      policy.capSeconds,
      policy.baseSeconds * 2 ** Math.min(30, failedLogins - policy.maxFailures),
    );
    const lockedUntil = new Date(policy.now.getTime() + seconds * 1000);
    await this.db.updateTable('users').set({ locked_until: lockedUntil }).where('id', '=', id).execute();
    return { failedLogins, lockedUntil };
  }

  async clearFailedLogins(id: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  async addPasswordHistory(userId: string, passwordHash: string, at: Date): Promise<void> {
    await this.db
      .insertInto('password_history')
      .values({ user_id: userId, password_hash: passwordHash, created_at: at })
      .execute();
  }

  /** The last `limit` password hashes of a user, newest first (the current one included). */
  async recentPasswordHashes(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.password_hash);
  }

  async createToken(input: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<string> {
    const id = crypto.randomUUID();
    await this.db
      .insertInto('account_tokens')
      .values({
        id,
        user_id: input.userId,
        purpose: input.purpose,
        token_hash: input.tokenHash,
        created_at: input.createdAt,
        expires_at: input.expiresAt,
        used_at: null,
      })
      .execute();
    return id;
  }

  findToken(tokenHash: string, purpose: AccountTokenPurpose): Promise<TokenRow | undefined> {
    return this.db
      .selectFrom('account_tokens')
      .select(['id', 'user_id', 'purpose', 'created_at', 'expires_at', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  /** Marks a token used if it still was usable at `now`; false when another request won. */
  async consumeToken(id: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Retires every outstanding token of one purpose (a new email address, a new password). */
  async retireTokens(userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.db
      .updateTable('account_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  /** When the user was last sent a token of this purpose (for resend limits). */
  async lastTokenSentAt(userId: string, purpose: AccountTokenPurpose): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('account_tokens')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }
}
