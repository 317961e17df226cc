import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@fanverse/contract';

/** A route's failure replies for its response schema: the DESIGN.md envelope under each status. */
export const failures = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

/** The response schema of a 204. */
export const noContent = z.undefined().describe('No content');

/** A reply with the caller's own data (or one that depends on who asks): never kept by a shared cache. */
export const privateReply = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');
