import type { FastifyInstance } from 'fastify';
/**
 * For every route that takes a body, `OPTIONS` on the same path answers its field rules
 * (DESIGN.md "Field rules"). Registered as routes are added; several methods on one path share
 * one OPTIONS route whose rule sets are the union of theirs. CORS preflights never reach these
 * handlers: @fastify/cors answers them in its onRequest hook.
 */
export declare function registerFieldRules(app: FastifyInstance): void;
