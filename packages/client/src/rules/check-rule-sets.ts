import { ClientCode, isRecord, type CatalogueCode, type FieldRule, type RuleSet } from '@fanverse/contract';
import { codedError, type CodedError, type CodedErrorDetails } from '../errors/coded-error';

const TYPE_CHECKS: Record<NonNullable<FieldRule['type']>, (value: unknown) => boolean> = {
  bool: (value) => typeof value === 'boolean',
  string: (value) => typeof value === 'string',
  int: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  object: isRecord,
  array: Array.isArray,
};

/**
 * Spec §5 generic rule engine. The server may offer alternative rule sets (e.g. log in by
 * username or by email): the payload passes when any set passes, otherwise the set with the
 * fewest errors is the one the user most likely meant, so its errors are reported.
 */
export function checkRuleSets(ruleSets: readonly RuleSet[], payload: unknown, lang?: string): CodedError[] {
  const fields = payloadFields(payload);
  let fewest: CodedError[] | undefined;
  for (const ruleSet of ruleSets) {
    const errors = Object.entries(ruleSet).flatMap(([field, rule]) =>
      checkField(field, rule, fields[field], lang),
    );
    if (errors.length === 0) return [];
    if (!fewest || errors.length < fewest.length) fewest = errors;
  }
  return fewest ?? [];
}

function checkField(field: string, rule: FieldRule, value: unknown, lang?: string): CodedError[] {
  const details = ruleDetails(field, rule);
  const fail = (code: CatalogueCode) => codedError(code, lang, details);
  // Required fails on missing, null or empty; an empty optional field has nothing else to check.
  if (isEmpty(value)) return rule.required ? [fail(ClientCode.FIELD_REQUIRED)] : [];
  if (rule.type && !TYPE_CHECKS[rule.type](value)) return [fail(ClientCode.FIELD_WRONG_TYPE)];

  const errors: CodedError[] = [];
  if (rule.value !== undefined && value !== rule.value) errors.push(fail(ClientCode.FIELD_WRONG_VALUE));
  const allowed: readonly unknown[] | undefined = rule.allowed_values;
  if (allowed && !allowed.includes(value)) errors.push(fail(ClientCode.FIELD_MISMATCH));
  if (rule.regex !== undefined && !matchesPattern(rule.regex, value))
    errors.push(fail(ClientCode.FIELD_MISMATCH));
  const length = lengthOf(value);
  if (length !== undefined && rule.min_length !== undefined && length < rule.min_length) {
    errors.push(fail(ClientCode.FIELD_TOO_SHORT));
  }
  if (length !== undefined && rule.max_length !== undefined && length > rule.max_length) {
    errors.push(fail(ClientCode.FIELD_TOO_LONG));
  }
  return errors;
}

/** Every error of a field carries what the form needs to explain it: allowed values and lengths. */
function ruleDetails(field: string, rule: FieldRule): CodedErrorDetails {
  const values = rule.allowed_values ?? (rule.value === undefined ? undefined : [rule.value]);
  return { field, values, min_length: rule.min_length, max_length: rule.max_length };
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function lengthOf(value: unknown): number | undefined {
  return typeof value === 'string' || Array.isArray(value) ? value.length : undefined;
}

/** A pattern this engine cannot compile is left to the server, which checks every payload again. */
function matchesPattern(pattern: string, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return true;
  try {
    return new RegExp(pattern).test(String(value));
  } catch {
    return true;
  }
}

/** JSON payloads are checked as they are; a form (uploads, device link) by its entries. */
function payloadFields(payload: unknown): Record<string, unknown> {
  if (payload instanceof FormData || payload instanceof URLSearchParams) {
    return Object.fromEntries(payload.entries());
  }
  return isRecord(payload) ? payload : {};
}
