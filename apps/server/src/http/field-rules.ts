import { z } from 'zod';
import { SERVICE_RULE_KEY, type FieldRule, type RuleSet, type ServiceRule } from '@fanverse/contract';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [SERVICE_RULE_KEY]?: ServiceRule;
};

const TYPE_NAMES: Record<string, FieldRule['type']> = {
  boolean: 'bool',
  string: 'string',
  integer: 'int',
  number: 'number',
  object: 'object',
  array: 'array',
};

function scalar(v: unknown): v is string | number | boolean {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** A nullable field's one other alternative (`anyOf: [{…}, {type: 'null'}]`), else undefined. */
function nonNullAlternative(prop: JsonSchema): JsonSchema | undefined {
  const alternatives = prop.anyOf ?? prop.oneOf;
  if (!alternatives?.some((a) => a.type === 'null')) return undefined;
  const others = alternatives.filter((a) => a.type !== 'null');
  return others.length === 1 ? others[0] : undefined;
}

function ruleFor(field: JsonSchema, required: boolean): FieldRule {
  // A nullable field keeps the checks of its value (null itself is "empty" to the rule engine),
  // but, like any multi-typed field, has no single type rule.
  const nullable = nonNullAlternative(field);
  const prop: JsonSchema = nullable ? { ...nullable, type: undefined, ...field } : field;
  const type = typeof prop.type === 'string' ? TYPE_NAMES[prop.type] : undefined;
  const rule: FieldRule = { required };
  if (type) rule.type = type;
  if (prop.pattern) rule.regex = prop.pattern;
  if (prop.enum) rule.allowed_values = prop.enum.filter(scalar);
  if (scalar(prop.const)) rule.value = prop.const;
  if (prop.minLength !== undefined) rule.min_length = prop.minLength;
  if (prop.maxLength !== undefined) rule.max_length = prop.maxLength;
  // What the service enforces in its own codes is tighter than the schema's bounds: it wins.
  return { ...rule, ...prop[SERVICE_RULE_KEY] };
}

function ruleSetsOf(schema: JsonSchema): RuleSet[] {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap(ruleSetsOf);
  if (!schema.properties) return [];
  const required = new Set(schema.required ?? []);
  return [
    Object.fromEntries(Object.entries(schema.properties).map(([k, p]) => [k, ruleFor(p, required.has(k))])),
  ];
}

/**
 * The field rules `OPTIONS <path>` answers, derived from the same zod body schema that validates
 * the request, so that the client's pre-check and the server can never disagree (spec §5):
 * what the schema checks, and what its fields declare their service checks (checkedByService).
 * A union body gives one rule set per alternative.
 */
export function fieldRulesFromSchema(schema: z.ZodType): RuleSet[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return ruleSetsOf(withoutTopRef(json));
}

/**
 * A body schema registered with an id (the analytics batch) converts to a `$ref` into `$defs`:
 * its rules are those of the definition it names.
 */
function withoutTopRef(json: JsonSchema & { $ref?: string; $defs?: Record<string, JsonSchema> }): JsonSchema {
  const name = json.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return (name !== undefined && json.$defs?.[name]) || json;
}
