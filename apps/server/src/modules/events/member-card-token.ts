import crypto from 'node:crypto';
import { MEMBER_CARD_MAX_LENGTH, MEMBER_CARD_PREFIX } from '@fanverse/contract';

/**
 * The text of a member card's QR code: `FVC1.<payload>.<signature>`, where the payload is
 * base64url(card id (16 bytes) || period number (4 bytes, big-endian)) and the signature is
 * HMAC-SHA256 over the prefix and payload, base64url. It names the card, never the member: a
 * scanned token says nothing to anyone without the server's key and the card table.
 */

/** Bytes of a card id (member_cards.card_id holds them base64url). */
export const CARD_ID_BYTES = 16;
const PAYLOAD_BYTES = CARD_ID_BYTES + 4;

export interface CardTokenClaims {
  /** base64url, as member_cards.card_id keeps it. */
  cardId: string;
  period: number;
}

export function newCardId(): string {
  return crypto.randomBytes(CARD_ID_BYTES).toString('base64url');
}

function sign(key: Uint8Array, signed: string): string {
  return crypto.createHmac('sha256', key).update(signed).digest('base64url');
}

export function encodeCardToken(key: Uint8Array, claims: CardTokenClaims): string {
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  Buffer.from(claims.cardId, 'base64url').copy(payload, 0, 0, CARD_ID_BYTES);
  payload.writeUInt32BE(claims.period, CARD_ID_BYTES);
  const signed = MEMBER_CARD_PREFIX + payload.toString('base64url');
  return `${signed}.${sign(key, signed)}`;
}

/**
 * The claims of a token this server signed, or null for anything else (too long, another QR
 * code, a bad signature, a payload of the wrong size). Whether its period and card are still
 * good is the caller's question.
 */
export function decodeCardToken(key: Uint8Array, token: string): CardTokenClaims | null {
  if (token.length > MEMBER_CARD_MAX_LENGTH || !token.startsWith(MEMBER_CARD_PREFIX)) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= MEMBER_CARD_PREFIX.length) return null;
  const signed = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, signed));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  // Signed by us, so the payload is ours; its size is checked all the same.
  const payload = Buffer.from(signed.slice(MEMBER_CARD_PREFIX.length), 'base64url');
  if (payload.length !== PAYLOAD_BYTES) return null;
  return {
    cardId: payload.subarray(0, CARD_ID_BYTES).toString('base64url'),
    period: payload.readUInt32BE(CARD_ID_BYTES),
  };
}
