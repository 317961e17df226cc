import type { z } from 'zod';
import { errorEnvelopeSchema, transQuerySchema } from '@fanverse/contract';

/** Failure replies a read route may answer (the DESIGN.md envelope), for its response schema. */
export const failureReplies = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/**
 * A query schema that also keeps `?trans=`: validation replaces `request.query` with the parsed
 * object, and a field the schema does not name would be dropped before `request.lang` reads it.
 */
export function withTrans<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend(transQuerySchema.shape);
}
