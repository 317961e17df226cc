import type { CatalogueCode } from '@fanverse/contract';
import { envelopeMessage, type RawErrorItem } from './raw-error-item';

/** What a mapping sees for one error item of a failed reply. */
export interface MappingContext {
  item: RawErrorItem;
  status?: number;
  /** The whole reply body, for rules that read the envelope (video manifest). */
  body: unknown;
}

/** A message rule: a string matches as a prefix, a RegExp by test. */
export type MessageRule = readonly [match: string | RegExp, code: CatalogueCode];

/**
 * How one operation turns server replies into client codes (spec §8 "Server reply mappings").
 * Consulted per error item in this order: `resolve`, `codes`, `messages`, `statuses`; the first
 * hit wins, so a specific server code beats the HTTP status it came with (register: 400 is 1007
 * unless the code says USER_ALREADY_EXISTS). `otherwise` replaces the generic numeric rules.
 */
export interface ReplyMapping {
  /** Custom rule for replies no table can express (video manifest: message prefix or code). */
  resolve?: (context: MappingContext) => CatalogueCode | undefined;
  /** Raw server code, string or number written as a string ('9'), to client code. */
  codes?: Readonly<Record<string, CatalogueCode>>;
  /** Item message (or the envelope's, when the item has none) to client code. */
  messages?: readonly MessageRule[];
  /** HTTP status to client code, for any item no code or message rule matched. */
  statuses?: Readonly<Record<number, CatalogueCode>>;
  /** Code for anything unmatched, instead of the 5000 + code / 9999 fallback. */
  otherwise?: CatalogueCode;
}

/** The first code one mapping gives for an item, ignoring `otherwise`. */
export function applyMapping(
  mapping: ReplyMapping | undefined,
  context: MappingContext,
): CatalogueCode | undefined {
  if (!mapping) return undefined;
  return (
    mapping.resolve?.(context) ??
    byCode(mapping, context.item) ??
    byMessage(mapping, context) ??
    (context.status === undefined ? undefined : mapping.statuses?.[context.status])
  );
}

function byCode(mapping: ReplyMapping, item: RawErrorItem): CatalogueCode | undefined {
  if (!mapping.codes || item.code === undefined) return undefined;
  const key = String(item.code);
  return Object.hasOwn(mapping.codes, key) ? mapping.codes[key] : undefined;
}

function byMessage(mapping: ReplyMapping, { item, body }: MappingContext): CatalogueCode | undefined {
  const message = item.message ?? envelopeMessage(body);
  if (!mapping.messages || message === undefined) return undefined;
  const rule = mapping.messages.find(([match]) =>
    typeof match === 'string' ? message.startsWith(match) : match.test(message),
  );
  return rule?.[1];
}
