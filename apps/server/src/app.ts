import crypto from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveLang, type Locale } from '@fanverse/contract';
import type { AppConfig } from './config/config';
import type { DatabaseHandle } from './db/database';
import { answerFrameworkError, MAX_PARAM_LENGTH, registerErrorHandling } from './errors/error-handler';
import { createResponseSerializer } from './http/serializer';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerCors } from './plugins/cors';
import { registerNulGuard } from './plugins/nul-guard';
import { registerRateLimit } from './plugins/rate-limit';
import { registerReplyCache } from './plugins/reply-cache';
import { registerCompression } from './plugins/compression';
import { CatalogueVersionRepository } from './modules/catalogue/catalogue-version.repository';
import { registerOpenApi } from './plugins/openapi';
import { registerFieldRules } from './plugins/field-rules';
import { registerWebStatic } from './plugins/web-static';
import { ConsumerRepository } from './modules/shell/consumer.repository';
import { callerOf, registerAuth } from './modules/auth/auth.plugin';
import { scopes } from './http/member-cache/change-generations';
import { startChangeRelay } from './http/member-cache/change-relay';
import { createMemberCache } from './http/member-cache/member-cache';
import { registerPrivateReplyCache } from './http/member-cache/private-reply-cache';
import { SESSION_COOKIE } from './modules/accounts/session.routes';
import { serverModules } from './modules/index';
import { registerModules, type AnyModule, type ModuleOverrides } from './modules/module-registry';
import { redactJwtQuery } from './modules/streams/stream-paths';
import type { ParentalServices } from './modules/parental/parental.factory';
import type { AnalyticsServices } from './modules/analytics/analytics.factory';

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
  mailer?: ModuleOverrides['mailer'];
  /** Replaces playback's premium state, media or clock (the playback tests). */
  playback?: ModuleOverrides['playback'];
  premium?: ModuleOverrides['premium'];
  /** Replaces parental controls' clock (the parental tests). */
  parental?: ModuleOverrides['parental'];
  /** Replaces device linking's clock, code maker, stores or limits (the devices tests). */
  devices?: ModuleOverrides['devices'];
  /** Replaces events' clock or premium state (the events and check-in tests). */
  events?: ModuleOverrides['events'];
  /** Replaces analytics' clock, Redis namespace or seen-store (the analytics tests). */
  analytics?: ModuleOverrides['analytics'];
  /** The modules to run (modules/index.ts by default). */
  modules?: readonly AnyModule[];
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

/**
 * The composition root: one Fastify instance with the product's plugins and hooks, then every
 * module of modules/index.ts (services, routes, close hooks).
 */
export async function buildApp({
  config,
  database,
  onRoute,
  mailer,
  playback,
  premium,
  parental,
  devices,
  events,
  analytics,
  modules = serverModules,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
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
  // Request counts and latencies for /metrics (modules/analytics/metrics), on every route: added
  // before any plugin or module adds routes, bound once the modules are built.
  const requestMetrics: { observe?: (request: FastifyRequest, reply: FastifyReply) => void } = {};
  app.addHook('onResponse', (request, reply, done) => {
    requestMetrics.observe?.(request, reply);
    done();
  });

  registerSecurityHeaders(app);
  registerCors(app, config);
  registerNulGuard(app);
  await registerRateLimit(app, config);
  // Before the reply cache, the routes and the static files: its hook must see every route.
  await registerCompression(app, { enabled: config.COMPRESSION === 'on' });
  const catalogueVersion = new CatalogueVersionRepository(database.db);
  // A member under parental limits gets catalogue replies of their own (issue 23); the guard that
  // says so exists once the modules are built (below), before any request.
  let limitedCaller: ((request: FastifyRequest) => Promise<boolean>) | undefined;
  let limitedPage: ((request: FastifyRequest) => Promise<boolean>) | undefined;
  // Sessions and member-private replies (docs/member-cache.md); with Redis, every instance hears
  // of the others' changes.
  const memberCache = createMemberCache({
    ttlSeconds: config.MEMBER_CACHE_SECONDS,
    maxBytes: config.MEMBER_CACHE_MB * 1_048_576,
    compress: config.COMPRESSION === 'on',
  });
  if (config.REDIS_URL && config.MEMBER_CACHE_SECONDS > 0) {
    const relay = startChangeRelay(config.REDIS_URL, memberCache.changes, (err) =>
      app.log.warn(
        { err },
        'member cache relay: Redis unavailable; other instances see changes within MEMBER_CACHE_SECONDS',
      ),
    );
    app.addHook('onClose', () => relay.close());
  }
  registerReplyCache(app, {
    ttlSeconds: config.CATALOGUE_CACHE_SECONDS,
    maxBytes: config.CATALOGUE_CACHE_MB * 1_048_576,
    readVersion: () => catalogueVersion.read(),
    compress: config.COMPRESSION === 'on',
    personal: (request) => limitedCaller?.(request) ?? Promise.resolve(false),
    onCatalogueChange: () => memberCache.changes.bump(scopes.catalogue),
  });
  registerPrivateReplyCache(app, memberCache.replies, memberCache.changes, callerOf);
  await registerOpenApi(app, config);
  registerFieldRules(app);
  registerAuth(app);
  // The consumers' art bases, read once: the document policy allows images from their origins.
  const artSourceUrls = await new ConsumerRepository(database.db).artSourceUrls();
  const { spaFallback } = await registerWebStatic(
    app,
    config,
    { artSourceUrls },
    { personalPage: (request) => limitedPage?.(request) ?? Promise.resolve(false) },
  );
  registerErrorHandling(app, { spaFallback });

  // Every module's services, routes and close hooks (modules/index.ts).
  const services = await registerModules(app, modules, {
    database,
    config,
    log: app.log,
    overrides: { mailer, playback, premium, parental, devices, events, analytics },
    memberCache,
  });
  const analyticsServices = services.get('analytics') as AnalyticsServices | undefined;
  requestMetrics.observe = analyticsServices?.metrics.observeResponse;
  const parentalControls = services.get('parental') as ParentalServices | undefined;
  if (parentalControls) {
    limitedCaller = async (request) => (await parentalControls.guard.limitsOf(request)).active;
    limitedPage = async (request) => {
      const header = request.headers.cookie;
      const token = header ? fastifyCookie.parse(header)[SESSION_COOKIE] : undefined;
      return token ? (await parentalControls.guard.limitsOfToken(token)).active : false;
    };
  }

  return app;
}
