import type { z } from 'zod';
import type { FieldRule } from '../http/field-rules';
import { ISO_COUNTRIES } from './countries';

/**
 * The metadata key under which a body field declares the rules its service enforces. Those
 * checks stay in the service so that each failure answers the code the client's mapping reads
 * for that form (register: DF602 for the username's characters, a username change:
 * VALUE_PATTERN_MISMATCH…), where a failed schema check would answer one generic code. The
 * declared rules are published by `OPTIONS <path>` together with what the schema itself checks,
 * so the client's rule engine (spec §5) refuses exactly what the server would. The `x-` prefix
 * keeps the key a valid OpenAPI extension where the schema is documented.
 */
export const SERVICE_RULE_KEY = 'x-field-rule';

/** What a service enforces on one field; the wire type is the schema's own. */
export type ServiceRule = Omit<FieldRule, 'type'>;

/** The field's schema, declaring the rules its service enforces (see SERVICE_RULE_KEY). */
export function checkedByService<T extends z.ZodType>(schema: T, rule: ServiceRule): T {
  return schema.meta({ [SERVICE_RULE_KEY]: rule });
}

/** `[Aa]`: one letter in either case, for patterns the rule engine compiles without flags. */
const eitherCase = (letters: string) =>
  `[${[...letters].map((l) => l.toUpperCase() + l.toLowerCase()).join('')}]`;

function countryAlternatives(): string {
  const byFirst = new Map<string, string>();
  for (const code of ISO_COUNTRIES) byFirst.set(code[0]!, (byFirst.get(code[0]!) ?? '') + code[1]!);
  return [...byFirst].map(([first, seconds]) => eitherCase(first) + eitherCase(seconds)).join('|');
}

/**
 * An ISO 3166-1 alpha-2 code in any case, with white space around it, or nothing (no country):
 * what `marketing_country` accepts. Built from ISO_COUNTRIES so the two cannot drift apart.
 */
export const MARKETING_COUNTRY_PATTERN = `^\\s*(?:${countryAlternatives()})?\\s*$`;
