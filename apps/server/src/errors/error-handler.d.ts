import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorEnvelope } from '@fanverse/contract';
/** Maps any thrown value to a status and the DESIGN.md envelope. Never leaks stacks or SQL. */
export declare function toReply(error: unknown): {
  status: number;
  body: ErrorEnvelope;
};
export declare function registerErrorHandling(
  app: FastifyInstance,
  opts: {
    spaFallback: (req: FastifyRequest, reply: FastifyReply) => boolean;
  },
): void;
