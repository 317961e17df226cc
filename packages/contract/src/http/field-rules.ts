import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** One field's rule as `OPTIONS <path>` answers it (DESIGN.md, "Field rules"; spec §5). */
export const fieldRuleSchema = lazySchema(() =>
  z.object({
    required: z.boolean().optional(),
    regex: z.string().optional(),
    allowed_values: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    min_length: z.number().int().optional(),
    max_length: z.number().int().optional(),
    type: z.enum(['bool', 'string', 'int', 'number', 'object', 'array']).optional(),
  }),
);
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const fieldRulesReplySchema = lazySchema(
  () => z.object({ rule_sets: z.array(z.record(z.string(), fieldRuleSchema)) }),
  { id: 'FieldRules' },
);
export type FieldRulesReply = z.infer<typeof fieldRulesReplySchema>;
export type RuleSet = FieldRulesReply['rule_sets'][number];
