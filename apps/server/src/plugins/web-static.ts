import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '../config/config';
import { loadPageRendering } from './page-render';
import { loadRouteDocuments } from './route-preloads';
import { documentCsp, type DocumentSources } from './security-headers';
import { withRouteAccess } from '../http/route-access';
import { isUnder } from '../errors/error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Paths that are never pages of the app: the API, media files, streams and art. A browser
 * opening a missing one gets its plain 404 (errors/error-handler.ts), not the app.
 */
const NOT_PAGES = ['/api', '/media', '/streams', '/art'];

/**
 * Serves the built web app (hashed assets cached for a year, everything else revalidated) and
 * the media folder, and returns the SPA fallback used by the not-found handler: a browser
 * navigation to any non-API path gets index.html so that the client router decides. A public
 * page (home, series, ...) is rendered on the server with its data when the build has the SSR
 * bundle (page-render.ts, docs/first-view.md); any other page, or a render that fails, gets the
 * client-only document.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  config: AppConfig,
  sources: DocumentSources = {},
  options: {
    ssrEntry?: string;
    /**
     * Whether a page request belongs to a caller whose pages differ from a visitor's (a member
     * under parental limits, by the `session` cookie): such a page is not rendered on the
     * server, which renders as a visitor, so the app fetches it with the member's session.
     */
    personalPage?: (request: FastifyRequest) => Promise<boolean>;
  } = {},
) {
  const mediaDir = path.resolve(config.DATA_DIR, 'media');
  fs.mkdirSync(mediaDir, { recursive: true });
  await withRouteAccess(app, 'public', () =>
    app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('cache-control', IMMUTABLE),
    }),
  );

  const webDir = path.resolve(config.WEB_DIST_DIR);
  // HTML documents load the app's scripts and styles: they get the document policy, every
  // other reply keeps the locked-down API policy set for all replies.
  const csp = documentCsp(config, sources);
  const indexFile = path.join(webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDir }, 'web app is not built: run `npm run build` to serve it');
    return { spaFallback: () => false };
  }
  const routeDocuments = loadRouteDocuments(webDir);
  const rendering = await loadPageRendering(app, config, webDir, options.ssrEntry);
  await withRouteAccess(app, 'public', () =>
    app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): sent as they
      // are to clients that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(webDir, 'assets') + path.sep);
        res.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        // A precompressed copy (index.html.br) is still the HTML document.
        if (/\.html(\.br|\.gz)?$/.test(filePath)) res.header('content-security-policy', csp);
      },
    }),
  );

  const isPage = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    !NOT_PAGES.some((prefix) => isUnder(request.url, prefix)) &&
    (request.headers.accept ?? '').includes('text/html');

  const sendClientDocument = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('content-security-policy', csp);
    reply.type('text/html; charset=utf-8');
    const routeDocument = routeDocuments.documentFor(request.url.split('?')[0]!);
    return routeDocument === null ? reply.sendFile('index.html', webDir) : reply.send(routeDocument);
  };

  /** The rendered page when there is one to render (GET only: HEAD gets the plain document). */
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // (Replies are sent, not awaited: awaiting a reply adds a listener to the response each time.)
    const render = rendering && request.method === 'GET' && !(await options.personalPage?.(request));
    if (render && (await rendering.send(request, reply, csp))) return;
    void sendClientDocument(request, reply);
  };

  // The home page: answered here rather than by the static index, so that it is rendered too.
  if (rendering) {
    await withRouteAccess(app, 'public', async () => {
      // A page, not part of the API: kept out of the OpenAPI document.
      app.get('/', { schema: { hide: true } }, async (request, reply) => {
        if (isPage(request)) await answerPage(request, reply);
        else
          void reply
            .header('cache-control', 'no-cache')
            .header('content-security-policy', csp)
            .sendFile('index.html', webDir);
        return reply;
      });
    });
  }

  const spaFallback = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!isPage(request)) return false;
    void answerPage(request, reply);
    return true;
  };
  return { spaFallback };
}
