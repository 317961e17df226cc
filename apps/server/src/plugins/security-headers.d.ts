import type { FastifyInstance } from 'fastify';
import { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config';
/**
 * Runs helmet once, against a recording response, and returns the headers it would set.
 * Our policy has no per-request part (no nonces), so computing it per request, as the helmet
 * plugin does, only cost throughput: measured, it halved the requests per second of /healthz.
 */
export declare function computeSecurityHeaders(options: HelmetOptions): Record<string, string>;
export declare function securityHeaderOptions(): HelmetOptions;
/** The policy for the web app's HTML documents, which do load scripts, styles and media. */
export declare function documentCsp(config: AppConfig, mediaOrigins?: string[]): string;
/** CSP, HSTS, nosniff, frame-ancestors and referrer policy on every reply. */
export declare function registerSecurityHeaders(app: FastifyInstance): void;
/**
 * The interactive API reference (Scalar) boots with an inline script: its pages alone get this
 * looser script policy. Register inside the reference's own encapsulated context.
 */
export declare const DOCS_CSP: string;
