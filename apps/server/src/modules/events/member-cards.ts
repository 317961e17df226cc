import type { Kysely } from 'kysely';
import {
  EventCode,
  MEMBER_CARD_GRACE_PERIODS,
  MEMBER_CARD_ROTATE_SECONDS,
  type MemberCard,
  type ScannedCard,
} from '@fanverse/contract';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { SigningKeys } from '../auth/signing-key';
import { decodeCardToken, encodeCardToken, newCardId } from './member-card-token';

/** The server secret that signs member cards (kept in server_secrets like every shared secret). */
const CARD_KEY_NAME = 'member_card_hmac';

/**
 * The member card (issue 24): opaque, signed, rotating tokens naming the member's card, never
 * their guid (contract `MEMBER_CARD_*`; the token's layout is member-card-token.ts). A token is
 * good for its period and MEMBER_CARD_GRACE_PERIODS after, and only while its card is the
 * member's current one.
 */
export class MemberCards {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: SigningKeys,
    private readonly now: () => Date,
  ) {}

  /** The current token of the member's card (the card is made on first use). */
  async current(userId: string): Promise<MemberCard> {
    // Made once: a concurrent first use loses the insert and reads the winner's card.
    await this.db
      .insertInto('member_cards')
      .values({ user_id: userId, card_id: newCardId(), rotated_at: this.now() })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return this.show(userId);
  }

  /** A new card: every earlier token ends. */
  async rotate(userId: string): Promise<MemberCard> {
    await this.db
      .insertInto('member_cards')
      .values({ user_id: userId, card_id: newCardId(), rotated_at: this.now() })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet((eb) => ({
          card_id: eb.ref('excluded.card_id'),
          rotated_at: eb.ref('excluded.rotated_at'),
        })),
      )
      .execute();
    return this.show(userId);
  }

  /**
   * A scanned token → its member; 400 CARD_INVALID when forged, expired or rotated away. One
   * answer for every failure: a scanner learns nothing about which check a made-up token failed.
   */
  async resolve(token: string): Promise<ScannedCard> {
    const claims = decodeCardToken(await this.key(), token);
    const current = this.period();
    if (!claims || claims.period > current || claims.period < current - MEMBER_CARD_GRACE_PERIODS) {
      throw invalidCard();
    }
    // By the card row: a rotated card's id is gone, so its tokens name nobody.
    const member = await this.db
      .selectFrom('member_cards as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['u.guid', 'u.username'])
      .where('c.card_id', '=', claims.cardId)
      .executeTakeFirst();
    if (!member) throw invalidCard();
    return { guid: member.guid, username: member.username };
  }

  private async show(userId: string): Promise<MemberCard> {
    const card = await this.db
      .selectFrom('member_cards as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.card_id', 'u.username'])
      .where('c.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const period = this.period();
    return {
      token: encodeCardToken(await this.key(), { cardId: card.card_id, period }),
      expires_at: new Date((period + 1) * MEMBER_CARD_ROTATE_SECONDS * 1000).toISOString(),
      rotates_every_seconds: MEMBER_CARD_ROTATE_SECONDS,
      username: card.username,
    };
  }

  /** The period number now: whole MEMBER_CARD_ROTATE_SECONDS since the Unix epoch. */
  private period(): number {
    return Math.floor(this.now().getTime() / 1000 / MEMBER_CARD_ROTATE_SECONDS);
  }

  private key(): Promise<Uint8Array> {
    return this.keys.secret(CARD_KEY_NAME);
  }
}

function invalidCard(): AppError {
  return AppError.badRequest(
    EventCode.CARD_INVALID,
    'This member card is not valid. Ask the member to open it again',
  );
}
