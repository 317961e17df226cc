import type { Kysely } from 'kysely';
import type { MemberCard, ScannedCard } from '@fanverse/contract';
import type { Database } from '../../db/schema';
import type { SigningKeys } from '../auth/signing-key';

/**
 * The member card (issue 24): opaque, signed, rotating tokens naming the member's card, never
 * their guid (contract `MEMBER_CARD_*`). Groundwork: built in the member-events part.
 */
export class MemberCards {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly keys: SigningKeys,
    private readonly now: () => Date,
  ) {}

  /** The current token of the member's card (the card is made on first use). */
  current(_userId: string): Promise<MemberCard> {
    throw new Error('not built yet');
  }

  /** A new card: every earlier token ends. */
  rotate(_userId: string): Promise<MemberCard> {
    throw new Error('not built yet');
  }

  /** A scanned token → its member; 400 CARD_INVALID when forged, expired or rotated away. */
  resolve(_token: string): Promise<ScannedCard> {
    throw new Error('not built yet');
  }
}
