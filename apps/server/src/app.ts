import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveLang, type Locale } from '@fanverse/contract';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import { registerErrorHandling } from './errors/error-handler';
import { createResponseSerializer } from './http/serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCors } from './plugins/cors';
import { registerNulGuard } from './plugins/nul-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { registerReplyCache } from './plugins/reply-cache';
import { CatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
import { registerOpenApi } from './plugins/openapi';
import { registerFieldRules } from './plugins/field-rules';
import { registerWebStatic } from './plugins/web-static';
import { createServices } from './services';
import { registerAuth } from './modules/auth/auth.plugin';
import { healthRoutes } from './modules/health/health.routes';
import { shellRoutes } from './modules/shell/shell.routes';
import { appFilesRoutes } from './modules/app-files/app-files.routes';
import { agreementsRoutes } from './modules/agreements/agreements.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { devOutboxRoutes } from './modules/mail/dev-outbox.routes';
import { devAgreementsRoutes } from './modules/agreements/dev-agreements.routes';
import { accountsPlugin } from './modules/accounts/accounts.plugin';
import { videoCatalogueRoutes } from './modules/video-catalogue/video-catalogue.routes';
import { collectionsRoutes } from './modules/collections/collections.routes';
import { artRoutes } from './modules/art/art.routes';
import { streamsRoutes } from './modules/streams/streams.routes';
import { redactJwtQuery } from './modules/streams/stream-paths';
import { playbackRoutes } from './modules/playback/playback.routes';
import type { PlaybackOverrides } from './modules/playback/playback.factory';
import { quizRoutes } from './modules/quiz/quiz.routes';
import type { Mailer } from './modules/mail/mail-types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply language from `?trans=` (DESIGN.md "Language"), English when absent or unknown. */
    readonly lang: Locale;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  /** Sees every route as it is added (the OpenAPI coverage test uses it). */
  onRoute?: (route: RouteOptions) => void;
  /** Replaces the configured mailer (tests record the mails instead of sending them). */
  mailer?: Mailer;
  /** Replaces playback's premium state, media or clock (the playback tests). */
  playback?: PlaybackOverrides;
}

/** What the request serializer reads (a FastifyRequest at run time). */
interface RequestLogFields {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

function loggerOptions(config: AppConfig) {
  const pretty = config.NODE_ENV === 'development' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: [
      'req.headers.authorization',
      'req.headers["x-consumer-key"]',
      'req.headers["x-auth-jwt"]',
      'req.headers.cookie',
    ],
    serializers: {
      // Fastify's request fields, with a rights token in `?jwt=` (native HLS players fetching a
      // stream key) masked.
      req: (req: RequestLogFields) => ({
        method: req.method,
        url: req.url === undefined ? undefined : redactJwtQuery(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l' } } } : {}),
  };
}

/** The composition root: one Fastify instance with every plugin, hook and route of the product. */
export async function buildApp({
  config,
  database,
  onRoute,
  mailer,
  playback,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ validate: config.NODE_ENV !== 'production' }));
  app.decorateRequest('lang', {
    getter(this: { query: unknown }) {
      const q = this.query as { trans?: unknown } | undefined;
      return resolveLang(typeof q?.trans === 'string' ? q.trans : undefined);
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onClose', async () => database.close());

  registerSecurityHeaders(app);
  registerCors(app, config);
  registerNulGuard(app);
  await registerRateLimit(app, config);
  const catalogueVersion = new CatalogueVersionRepository(database.db);
  registerReplyCache(app, {
    ttlSeconds: config.CATALOGUE_CACHE_SECONDS,
    maxBytes: config.CATALOGUE_CACHE_MB * 1_048_576,
    readVersion: () => catalogueVersion.read(),
  });
  await registerOpenApi(app, config);
  registerFieldRules(app);
  registerAuth(app);
  const { spaFallback } = await registerWebStatic(app, config);
  registerErrorHandling(app, { spaFallback });

  const services = createServices(database, config, { log: app.log, mailer, playback });
  await app.register(healthRoutes, { pingDatabase: () => database.ping() });
  await app.register(shellRoutes, { ...services.shell, geoHeader: config.GEO_COUNTRY_HEADER });
  await app.register(accountsPlugin, { sessions: services.sessions, accounts: services.accounts, config });
  await app.register(agreementsRoutes, { agreements: services.agreements, sessions: services.sessions });
  await app.register(uploadsRoutes, {
    uploads: services.uploads,
    sessions: services.sessions,
    rateLimit: { max: config.UPLOAD_RATE_LIMIT_MAX, timeWindow: 60_000 },
  });
  await app.register(devOutboxRoutes, {
    outbox: services.mail.outbox,
    transportKind: services.mail.mailer.transportKind,
    nodeEnv: config.NODE_ENV, // in production the plugin adds nothing
  });
  await app.register(devAgreementsRoutes, { agreements: services.agreements, nodeEnv: config.NODE_ENV });
  await app.register(videoCatalogueRoutes, services.videoCatalogue);
  await app.register(collectionsRoutes, services.collections);
  await app.register(artRoutes, { art: services.art });
  await app.register(playbackRoutes, services.playback);
  await app.register(streamsRoutes, services.streams);
  await app.register(quizRoutes, services.quiz);
  app.addHook('onClose', async () => services.mail.mailer.close());
  await app.register(appFilesRoutes, { webDistDir: path.resolve(config.WEB_DIST_DIR) });

  return app;
}
