import crypto from 'node:crypto';
import { BATCH_CODE_ALPHABET } from '@fanverse/contract';

/** `count` partner codes `SC-XXXX-XXXX`, derived (not drawn) so every demo database has the same. */
function derivedCodes(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const digest = crypto.createHash('sha256').update(`${prefix}:${i}`).digest();
    const chars = [...digest.subarray(0, 8)].map((b) => BATCH_CODE_ALPHABET[b % BATCH_CODE_ALPHABET.length]);
    return `${prefix}-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });
}

/**
 * What the demo database holds for purchases (store/purchases-demo.extension.ts writes it): the
 * codes and prices the e2e journey and the docs use.
 */
export const DEMO_PURCHASES = {
  /** Minor units per currency of the episodes and books put on sale. */
  episodePrices: { USD: 299, EUR: 299, GBP: 249, MXN: 5900 },
  bookPrices: { USD: 399, EUR: 399, GBP: 349, MXN: 7900 },
  /** The EST campaign "Launch week": one premium book that is not on sale, once per member. */
  estCampaign: { slug: 'launch-week', name: 'Launch week', code: 'FANVERSE-BOOK' },
  /** A comp campaign: one month of premium, once per member. */
  compCampaign: { slug: 'premium-month', name: 'A month of premium', code: 'PREMIUM-MONTH', months: 1 },
  /** The partner pool (GET /api/premium/2/promos/external/get/streamco). */
  partner: { property: 'streamco', name: 'StreamCo', codes: derivedCodes('SC', 50) },
} as const;
