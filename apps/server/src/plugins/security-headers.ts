import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config';

const origin = (url: string) => new URL(url).origin;

/**
 * Runs helmet once, against a recording response, and returns the headers it would set.
 * Our policy has no per-request part (no nonces), so computing it per request, as the helmet
 * plugin does, only cost throughput: measured, it halved the requests per second of /healthz.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({} as never, recorder as never, () => (finished = true));
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export function securityHeaderOptions(): HelmetOptions {
  return {
    // Replies are JSON unless said otherwise: nothing in them may load or frame anything.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Headers for browsers long gone add bytes to every reply and protect no one today.
    xXssProtection: false,
    xDownloadOptions: false,
    xDnsPrefetchControl: false,
    xPermittedCrossDomainPolicies: false,
    originAgentCluster: false,
  };
}

/**
 * The CSP source of an art base (a consumer's `art_source_url`) on another origin, or null when
 * art comes from the page's own origin (a path such as '/' or '/cdn/art/') or the value is not
 * a web address at all. A protocol-relative base (`//cdn.example/`) follows the page's scheme,
 * as a CSP host source without a scheme does.
 */
export function artSourceOrigin(artSourceUrl: string): string | null {
  const value = artSourceUrl.trim();
  if (value.startsWith('//')) {
    try {
      return new URL(`https:${value}`).host || null;
    } catch {
      return null;
    }
  }
  if (!/^https?:/i.test(value)) return null;
  try {
    return origin(value);
  } catch {
    return null;
  }
}

export interface DocumentSources {
  /** Origins streams and their media are fetched from (img, media and connect). */
  media?: string[];
  /** Consumers' `art_source_url` values: the ones on another origin are allowed as images. */
  artSourceUrls?: readonly string[];
}

/** The policy for the web app's HTML documents, which do load scripts, styles and media. */
export function documentCsp(config: AppConfig, sources: DocumentSources = {}): string {
  const mediaOrigins = [...new Set((sources.media ?? []).map(origin))];
  const extra = mediaOrigins.map((o) => ` ${o}`).join('');
  // Catalogue art is drawn from the consumer's art base, which may be a CDN (spec §3 "Image rules").
  const artOrigins = (sources.artSourceUrls ?? []).map(artSourceOrigin).filter((o) => o !== null);
  // The operator's outside origins (CSP_THIRD_PARTY_ORIGINS: a consent script, a captcha).
  const third = [...new Set(config.CSP_THIRD_PARTY_ORIGINS)];
  const thirdParty = third.map((o) => ` ${o}`).join('');
  const images = [...new Set([...mediaOrigins, ...artOrigins, ...third])].map((o) => ` ${o}`).join('');
  const connect = [...new Set([...mediaOrigins, ...third])].map((o) => ` ${o}`).join('');
  const directives = [
    "default-src 'self'",
    `script-src 'self'${thirdParty}`,
    `style-src 'self' 'unsafe-inline'${thirdParty}`,
    `img-src 'self' data: blob:${images}`,
    // data: for the empty WebVTT placeholder hls.js gives its subtitle <track> elements.
    `media-src 'self' blob: data:${extra}`,
    // hls.js runs its demuxer in a worker made from a blob: address.
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect}`,
    ...(third.length > 0 ? [`frame-src${thirdParty}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  if (config.PUBLIC_URL.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** CSP, HSTS, nosniff, frame-ancestors and referrer policy on every reply. */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = computeSecurityHeaders(securityHeaderOptions());
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The interactive API reference (Scalar) boots with an inline script: its pages alone get this
 * looser script policy. Register inside the reference's own encapsulated context.
 */
export const DOCS_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'";
