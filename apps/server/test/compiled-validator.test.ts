import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { videoLogBatchSchema } from '@fanverse/contract';
import { CompiledValidationError, compiledBodyValidator } from '../src/http/compiled-validator';
import { logEvent } from './playback/playback-fixtures';

type Result = { value?: unknown; error?: CompiledValidationError };
const compileBody = (schema: z.ZodType) =>
  compiledBodyValidator({ schema, httpPart: 'body', method: 'POST', url: '/t' } as never) as (
    data: unknown,
  ) => Result;

const event = logEvent;

describe('compiledBodyValidator', () => {
  const validate = compileBody(videoLogBatchSchema);

  it('accepts and refuses exactly what the contract schema does', () => {
    const variants: Record<string, unknown>[] = [
      {},
      { episode: null },
      { episode: undefined },
      { container_type: null, container_uuid: null },
      { event_type: 'dance' },
      { videotype: 'movie' },
      { content_id: 'nope' },
      { content_id: crypto.randomUUID().toUpperCase() },
      { episode: '1.' },
      { episode: '1234567890.1' },
      { timestamp: 1.5 },
      { timestamp: -1 },
      { timestamp: 253_402_300_800_000 },
      { timestamp: '1' },
      { start_timecode: -0.001 },
      { end_timecode: 86_400 },
      { end_timecode: 86_400.001 },
      { start_timecode: 1e-50 },
      { container_type: 'shelf' },
      { extra: 1 },
      { session_id: undefined },
    ];
    const bodies: unknown[] = [
      ...variants.map((v) => ({ events: [event(v)], page_domain: 'x.example' })),
      { events: [], page_domain: 'x.example' },
      { events: Array.from({ length: 501 }, () => event()), page_domain: 'x.example' },
      { events: [event()], page_domain: '' },
      { events: [event()], page_domain: 'x'.repeat(254) },
      { events: [event()] },
      { events: [event()], page_domain: 'x.example', more: true },
      JSON.parse(`{"events":[${JSON.stringify(event())}],"page_domain":"x","__proto__":{"admin":true}}`),
      null,
      [],
      'text',
    ];
    for (const body of bodies) {
      const expected = videoLogBatchSchema.safeParse(body).success;
      const result = validate(body);
      expect(result.error === undefined, JSON.stringify(body)?.slice(0, 300)).toBe(expected);
    }
  });

  it('leaves a valid body as parsed and names the failing field as zod does', () => {
    const body = { events: [event(), event()], page_domain: 'x.example' };
    expect(validate(body).value).toBe(body);
    const failures: [unknown, string][] = [
      [{ events: [event(), event({ end_timecode: -1 })], page_domain: 'x' }, '/events/1/end_timecode'],
      [{ events: [event({ session_id: undefined })], page_domain: 'x' }, '/events/0/session_id'],
      [{ events: [event({ extra: 1 })], page_domain: 'x' }, '/events/0'],
    ];
    for (const [input, path] of failures) {
      const { error } = validate(input);
      expect(error).toBeInstanceOf(CompiledValidationError);
      expect(error?.statusCode).toBe(400);
      expect(error?.validation[0]?.instancePath).toBe(path);
    }
    expect(validate({ events: [event({ extra: 1 })], page_domain: 'x' }).error?.message).toContain('extra');
  });

  it('refuses schemas that only zod can check, rather than dropping the rule', () => {
    expect(() => compileBody(z.object({ a: z.string().refine((s) => s.length > 2) }))).toThrow(/refinement/);
    expect(() => compileBody(z.object({ a: z.string().transform((s) => s.length) }))).toThrow();
    // The same pattern once case-insensitive and once not: one RegExp cannot serve both.
    expect(() =>
      compileBody(z.object({ a: z.string().regex(/^ab$/i), b: z.string().regex(/^ab$/) })),
    ).toThrow(/flags/);
  });

  it("keeps a pattern's flags, which JSON Schema cannot carry", () => {
    const check = compileBody(z.object({ code: z.string().regex(/^fv-[a-z]{3}$/i) }));
    expect(check({ code: 'FV-ABC' }).error).toBeUndefined();
    expect(check({ code: 'fv-abcd' }).error).toBeInstanceOf(CompiledValidationError);
  });
});
