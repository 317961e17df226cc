import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ClaimsSubject {
  id: string;
  guid: string;
  username: string;
  email_verified: boolean;
  is_staff: boolean;
  checkin_admin: boolean;
  user_claims: Record<string, string | number | boolean>;
}

export class ClaimsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findSubject(userId: string): Promise<ClaimsSubject | undefined> {
    return this.db
      .selectFrom('users')
      .select(['id', 'guid', 'username', 'email_verified', 'is_staff', 'checkin_admin', 'user_claims'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async saveUserClaims(userId: string, claims: Record<string, string | number | boolean>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ user_claims: claims, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  }
}
