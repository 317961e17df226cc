import type { FastifySerializerCompiler } from 'fastify/types/schema';
/**
 * Replies are written by fast-json-stringify, compiled from the JSON Schema of the route's zod
 * response schema: about a fifth faster than validating and JSON.stringify-ing each reply, and
 * it writes only the fields the contract names, so nothing unlisted can leak. Outside
 * production every reply is also checked against the zod schema first, so that a reply drifting
 * from the contract fails the test suite instead of being silently reshaped.
 */
export declare function createResponseSerializer(opts: {
  validate: boolean;
}): FastifySerializerCompiler<unknown>;
