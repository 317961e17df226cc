import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A failed body check, named like the zod validator's so the error handler treats both alike. */
export interface ValidationIssue {
  instancePath: string;
  message: string;
}

export class CompiledValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly validation: ValidationIssue[]) {
    super(validation[0]?.message ?? 'Invalid request');
  }
}

/**
 * JSON Schema's `pattern` has no flags, and zod's conversion drops them (the contract's uuids are
 * case-insensitive). The flags of each pattern are noted while converting and given back to the
 * RegExp ajv builds for it; one source with two sets of flags cannot be told apart, and refuses.
 */
const patternFlags = new Map<string, string>();
const regExp = Object.assign(
  (pattern: string, u: string) => new RegExp(pattern, u + (patternFlags.get(pattern) ?? '')),
  { code: 'new RegExp' },
);
const ajv = new Ajv({ allErrors: false, strict: true, code: { regExp } });
const compiled = new WeakMap<z.ZodType, ValidateFunction>();

type ZodInternals = {
  bag?: { patterns?: Set<RegExp> };
  def: { checks?: { _zod: { def: { check: string; pattern?: unknown } } }[] };
};

/** The patterns zod checks a schema against: its regex checks and any in its bag. */
function patternsOf(zodSchema: z.core.$ZodType): RegExp[] {
  const internals = zodSchema._zod as unknown as ZodInternals;
  const fromChecks = (internals.def.checks ?? [])
    .map((c) => c._zod.def.pattern)
    .filter((p): p is RegExp => p instanceof RegExp);
  return [...fromChecks, ...(internals.bag?.patterns ?? [])];
}

function checkKindsOf(zodSchema: z.core.$ZodType): string[] {
  return ((zodSchema._zod as unknown as ZodInternals).def.checks ?? []).map((c) => c._zod.def.check);
}

function notePatternFlags(zodSchema: z.core.$ZodType): void {
  for (const { source, flags } of patternsOf(zodSchema)) {
    if (/[gy]/.test(flags)) throw new Error(`pattern /${source}/${flags}: stateful flags cannot be compiled`);
    const known = patternFlags.get(source);
    if (known !== undefined && known !== flags)
      throw new Error(`pattern /${source}/ appears with flags "${known}" and "${flags}"; validate with zod`);
    patternFlags.set(source, flags);
  }
}

/**
 * The contract's zod schema compiled to a JSON Schema validator (ajv), for bodies on hot paths.
 * zod builds a new copy of every object it checks, which for the playback log's batches of
 * hundreds of events was a third of the request's CPU and much of its garbage; ajv's generated
 * code checks the parsed body in place. The contract stays the one source: the JSON Schema is
 * zod's own conversion, and converting throws on anything it cannot express (transforms,
 * refinements), so a schema that needs zod to check it cannot be routed here by mistake.
 */
function compile(schema: z.ZodType): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      unrepresentable: 'throw',
      override: ({ zodSchema }) => {
        notePatternFlags(zodSchema);
        if (checkKindsOf(zodSchema).includes('custom'))
          throw new Error('a refinement cannot be compiled to JSON Schema; validate with zod');
      },
    });
    validate = ajv.compile(json);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The field path of an ajv error as zod reports it: `/events/0` + missing `session_id`. */
function issueOf(error: ErrorObject): ValidationIssue {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  if (error.keyword === 'required' && params.missingProperty) {
    return { instancePath: `${error.instancePath}/${params.missingProperty}`, message: 'is required' };
  }
  if (error.keyword === 'additionalProperties' && params.additionalProperty) {
    return {
      instancePath: error.instancePath,
      message: `unrecognized key "${params.additionalProperty}"`,
    };
  }
  return { instancePath: error.instancePath, message: error.message ?? 'invalid value' };
}

/**
 * A route's `validatorCompiler`: its body is checked by the compiled validator, anything else
 * (params, query, headers) by zod as on every other route. The body is left as parsed.
 */
export const compiledBodyValidator: FastifySchemaCompiler<FastifySchema> = (route) => {
  if (route.httpPart !== 'body') return zodValidatorCompiler(route as never);
  const validate = compile(route.schema as z.ZodType);
  return (data: unknown) =>
    validate(data)
      ? { value: data }
      : { error: new CompiledValidationError((validate.errors ?? []).map(issueOf)) };
};
