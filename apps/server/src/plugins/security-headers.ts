import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { AppConfig } from '../config/config';

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * CSP, HSTS, nosniff, frame-ancestors and referrer policy for every reply. The interactive API
 * reference (Scalar) runs an inline bootstrap script, so its pages get their own, looser policy.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  extraOrigins: string[] = [],
) {
  const https = config.PUBLIC_URL.startsWith('https:');
  const media = [...new Set(extraOrigins.map(origin))];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...media],
        'media-src': ["'self'", 'blob:', ...media],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...media],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });

  const docsPolicy =
    "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
    "img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; object-src 'none'";
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/docs')) reply.header('content-security-policy', docsPolicy);
  });
}
