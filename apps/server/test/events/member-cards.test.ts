import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MEMBER_CARD_MAX_LENGTH,
  MEMBER_CARD_PREFIX,
  MEMBER_CARD_ROTATE_SECONDS,
  type MemberCard,
} from '@fanverse/contract';
import { ServerSecretsRepository } from '../../src/modules/auth/server-secrets.repository';
import { SigningKeys } from '../../src/modules/auth/signing-key';
import { MemberCards } from '../../src/modules/events/member-cards';
import {
  buildEventsTestApp,
  call,
  quickMember,
  type EventsTestApp,
  type QuickMember,
} from './events-fixtures';

let t: EventsTestApp;
/** The cards of a second instance over the same database and clock: what the desk's scan calls. */
let cards: MemberCards;
beforeAll(async () => {
  t = await buildEventsTestApp();
  // On a period's first second, so a test's own steps never cross into the next period.
  t.clock.at =
    Math.ceil(t.clock.at / (MEMBER_CARD_ROTATE_SECONDS * 1000)) * MEMBER_CARD_ROTATE_SECONDS * 1000;
  cards = new MemberCards(
    t.database.db,
    new SigningKeys(new ServerSecretsRepository(t.database.db), t.config.JWT_SECRET),
    t.clock.now,
  );
});
afterAll(async () => t?.app.close());

const cardOf = async (member: QuickMember, rotate = false): Promise<MemberCard> => {
  const res = await call(t, rotate ? 'POST' : 'GET', rotate ? '/card/rotate' : '/card', member);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json() as MemberCard;
};

/** The token's parts: `FVC1.` payload `.` signature. */
const partsOf = (token: string) => {
  const [payload, signature] = token.slice(MEMBER_CARD_PREFIX.length).split('.') as [string, string];
  return { payload, signature };
};

async function expectInvalid(token: string) {
  await expect(cards.resolve(token)).rejects.toMatchObject({
    status: 400,
    code: 'CARD_INVALID',
    message: 'This member card is not valid. Ask the member to open it again',
  });
}

describe('GET /api/events/1/card', () => {
  it('answers an opaque token that resolves to the member, the same within a period', async () => {
    const member = await quickMember(t);
    const card = await cardOf(member);
    expect(card.token.startsWith(MEMBER_CARD_PREFIX)).toBe(true);
    expect(card.token.length).toBeLessThanOrEqual(MEMBER_CARD_MAX_LENGTH);
    expect(card.rotates_every_seconds).toBe(MEMBER_CARD_ROTATE_SECONDS);
    expect(card.username).toBe(member.username);
    expect(Date.parse(card.expires_at)).toBe(t.clock.at + MEMBER_CARD_ROTATE_SECONDS * 1000);
    // Opaque: neither the guid (in any of its spellings) nor the username is in it.
    const decoded = Buffer.from(partsOf(card.token).payload, 'base64url');
    for (const secret of [member.guid, member.id, member.username]) {
      expect(card.token.toLowerCase()).not.toContain(secret.toLowerCase());
      expect(decoded.toString('latin1')).not.toContain(secret);
    }
    expect(decoded.toString('hex')).not.toContain(member.guid);

    expect(await cards.resolve(card.token)).toEqual({ guid: member.guid, username: member.username });
    expect((await cardOf(member)).token).toBe(card.token);
    const row = await t.database.db
      .selectFrom('member_cards')
      .select('card_id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.card_id, 'base64url')).toHaveLength(16);
  });

  it('changes every period and accepts the previous period, not the one before it', async () => {
    const member = await quickMember(t);
    const old = await cardOf(member);
    t.clock.advance(MEMBER_CARD_ROTATE_SECONDS);
    try {
      const next = await cardOf(member);
      expect(next.token).not.toBe(old.token);
      expect((await cards.resolve(old.token)).guid).toBe(member.guid);
      t.clock.advance(MEMBER_CARD_ROTATE_SECONDS);
      // Two periods old.
      await expectInvalid(old.token);
      expect((await cards.resolve(next.token)).guid).toBe(member.guid);
    } finally {
      t.clock.advance(-2 * MEMBER_CARD_ROTATE_SECONDS);
    }
    // A token of a period to come (a clock set ahead): refused too.
    t.clock.advance(-MEMBER_CARD_ROTATE_SECONDS);
    try {
      await expectInvalid(old.token);
    } finally {
      t.clock.advance(MEMBER_CARD_ROTATE_SECONDS);
    }
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/card')).statusCode).toBe(401);
    expect((await call(t, 'POST', '/card/rotate')).statusCode).toBe(401);
  });
});

describe('POST /api/events/1/card/rotate', () => {
  it("ends every earlier token at once; the new card's tokens resolve", async () => {
    const member = await quickMember(t);
    const before = await cardOf(member);
    const rotated = await cardOf(member, true);
    expect(rotated.token).not.toBe(before.token);
    await expectInvalid(before.token);
    expect((await cards.resolve(rotated.token)).guid).toBe(member.guid);
    expect((await cardOf(member)).token).toBe(rotated.token);
  });
});

describe('a scanned token that is not genuine', () => {
  it('answers CARD_INVALID, one message for every failure', async () => {
    const member = await quickMember(t);
    const other = await quickMember(t);
    const mine = await cardOf(member);
    const theirs = await cardOf(other);
    const { payload, signature } = partsOf(mine.token);

    // A forged signature: one character changed, or made with another key.
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    await expectInvalid(`${MEMBER_CARD_PREFIX}${payload}.${flipped}`);
    const otherKey = crypto
      .createHmac('sha256', crypto.randomBytes(32))
      .update(MEMBER_CARD_PREFIX + payload)
      .digest('base64url');
    await expectInvalid(`${MEMBER_CARD_PREFIX}${payload}.${otherKey}`);

    // Another card's id under this token's signature (a tampered payload).
    await expectInvalid(`${MEMBER_CARD_PREFIX}${partsOf(theirs.token).payload}.${signature}`);
    const bytes = Buffer.from(payload, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    await expectInvalid(`${MEMBER_CARD_PREFIX}${bytes.toString('base64url')}.${signature}`);

    // The payload edited to name another member's guid.
    const withGuid = Buffer.concat([Buffer.from(other.guid, 'hex'), bytes.subarray(16)]).toString(
      'base64url',
    );
    await expectInvalid(`${MEMBER_CARD_PREFIX}${withGuid}.${signature}`);
    await expectInvalid(`${MEMBER_CARD_PREFIX}${other.guid}.${signature}`);

    // Not a member card at all, or too long to read.
    for (const junk of ['', 'hello', MEMBER_CARD_PREFIX, `${MEMBER_CARD_PREFIX}.`, mine.token.slice(5)]) {
      await expectInvalid(junk);
    }
    await expectInvalid(mine.token + 'A'.repeat(MEMBER_CARD_MAX_LENGTH));

    // Untouched, both still resolve to their own member.
    expect((await cards.resolve(mine.token)).guid).toBe(member.guid);
    expect((await cards.resolve(theirs.token)).guid).toBe(other.guid);
  });
});
