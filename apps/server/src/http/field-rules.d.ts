import { z } from 'zod';
import type { RuleSet } from '@fanverse/contract';
/**
 * The field rules `OPTIONS <path>` answers, derived from the same zod body schema that validates
 * the request, so that the client's pre-check and the server can never disagree (spec §5).
 * A union body gives one rule set per alternative.
 */
export declare function fieldRulesFromSchema(schema: z.ZodType): RuleSet[];
