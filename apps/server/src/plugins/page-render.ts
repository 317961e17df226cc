import fs from 'node:fs';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';

/**
 * The server-side render of the public pages (docs/first-view.md): the web build's SSR bundle
 * (apps/web/dist-ssr/entry-server.js, built by `npm run build` beside dist/) renders a page with
 * its data; this inserts it into the app's index.html. What the bundle exports, as far as the
 * server uses it (apps/web/src/entry-server.tsx owns the types).
 */
interface RenderRequest {
  url: string;
  origin: string;
  cookie?: string;
  acceptLanguage?: string;
  fetch: typeof fetch;
}
type RenderResult =
  | { kind: 'skip' }
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      head: string;
      html: string;
      state: string;
      page: string;
      /** Source files of further lazy chunks the markup holds (the consent banner's). */
      chunks?: string[];
    };
interface SsrBundle {
  createPageRenderer(deps: { scope: AsyncLocalStorage<unknown> }): {
    render(request: RenderRequest): Promise<RenderResult>;
  };
}

/** The bundle's file, in the folder beside the web build (`<WEB_DIST_DIR>/../dist-ssr`). */
export function ssrEntryFor(webDir: string): string {
  return path.join(path.dirname(webDir), 'dist-ssr', 'entry-server.js');
}

/** A render slower than this is abandoned for the client-only document. */
export const RENDER_TIMEOUT_MS = 3000;

/** Vite's build manifest (`build.manifest`): per source file, its chunk, imports and styles. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/**
 * What a page's document needs beyond the entry's: its lazy chunk and the chunks that one
 * imports (fetched beside the entry instead of after it has run), and their styles as real
 * stylesheets, so the rendered markup is styled at first paint (the app's chunk loader finds them
 * already in the document and does not add them again).
 */
function pageLinks(manifest: Manifest, pages: readonly string[]): { styles: string; modules: string[] } {
  const entry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) walk(imported, into);
  };
  // The app's entry (index.html); the watch boot's chunks are not in a catalogue page.
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry && key.endsWith('.html')) walk(key, entry);
  const needed = new Set<string>();
  for (const page of pages) walk(page, needed);
  const own = [...needed].filter((key) => !entry.has(key));
  const styles = [...new Set(own.flatMap((key) => manifest[key]!.css ?? []))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  return { styles: styles.join('\n    '), modules: own.map((key) => `/${manifest[key]!.file}`) };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template without its entry script and module preloads, and the one classic script that
 * starts them once the page has loaded (apps/web/public/first-view.js): a rendered page is
 * readable before the app runs, so its styles and images get the line first.
 */
function startAfterLoad(template: string, pageModules: string[]) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return { template, boot: '' };
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const stripped = template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const list = [...new Set([...modules, ...pageModules])].join(' ');
  return {
    template: stripped,
    boot: `<script defer src="/first-view.js" data-entry="${entry}" data-modules="${list}"></script>`,
  };
}

interface BuildFiles {
  template: string;
  manifest: Manifest;
  /** A built stylesheet's text by its address (`/assets/…css`); null if it cannot be inlined. */
  stylesheet: (href: string) => string | null;
}

function readStylesheet(webDir: string, href: string): string | null {
  const file = path.join(webDir, href);
  if (!file.startsWith(webDir + path.sep)) return null;
  let css: string;
  try {
    css = fs.readFileSync(file, 'utf8');
  } catch {
    return null; // not in this build: the link stays, and the browser asks
  }
  // A style element ends at the first `</style`: such a sheet stays a link.
  return /<\/style/i.test(css) ? null : css;
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * The page's stylesheets written into the document: a rendered page then paints from its first
 * response, without a round trip per stylesheet first (each a new connection on HTTP/1.1). Each
 * keeps a disabled link to its file beside it: the browser neither fetches nor applies a disabled
 * stylesheet, and the app's chunk loader, finding the link, does not load the sheet again when
 * the chunk that needs it is imported. (Loaded again, the sheets were fetched a second time and
 * restyled the whole page just after hydration.)
 */
function inlineStyles(html: string, stylesheet: BuildFiles['stylesheet']): string {
  return html.replace(STYLESHEET, (link, href: string) => {
    const css = stylesheet(href);
    return css === null
      ? link
      : `<style data-href="${href}">${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  });
}

/** index.html and the manifest of the build being served, read again when a new build lands. */
function buildFiles(webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  const manifestFile = path.join(webDir, '.vite', 'manifest.json');
  const stamp = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  let builtFrom = '';
  let files: BuildFiles | null = null;
  return () => {
    const build = `${stamp(indexFile)}:${stamp(manifestFile)}`;
    if (build !== builtFrom) {
      builtFrom = build;
      try {
        const stylesheets = new Map<string, string | null>();
        files = {
          template: fs.readFileSync(indexFile, 'utf8'),
          manifest: JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest,
          stylesheet: (href) => {
            if (!stylesheets.has(href)) stylesheets.set(href, readStylesheet(webDir, href));
            return stylesheets.get(href)!;
          },
        };
      } catch {
        files = null; // no manifest (an older build): pages go client-only
      }
    }
    return files;
  };
}

/** The rendered page in the app's document: language, head, styles, markup and state. */
function documentFor(build: BuildFiles, page: Extract<RenderResult, { kind: 'page' }>) {
  const links = pageLinks(build.manifest, [page.page, ...(page.chunks ?? [])]);
  const { template, boot } = startAfterLoad(build.template, links.modules);
  const head = inlineStyles(`  ${page.head}\n    ${links.styles}\n    ${boot}\n  </head>`, build.stylesheet);
  return (
    inlineStyles(template, build.stylesheet)
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/<title>[^<]*<\/title>\s*/, '')
      .replace(/<meta\s+name="description"[^>]*>\s*/, '')
      // The page reads without JavaScript now: no "needs JavaScript" notice under it.
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace('</head>', () => head)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`)
  );
}

export interface PageRendering {
  /** Answers a browser navigation with the rendered page; false to send the client-only document. */
  send(request: FastifyRequest, reply: FastifyReply, csp: string): Promise<boolean>;
}

/**
 * Loads the SSR bundle if the build has one. API calls made while rendering go to this same
 * app in-process (`app.inject`): the replies a browser would get, through the reply cache, from
 * the visitor's address (rate limits) and with their country header (the country gate).
 */
export async function loadPageRendering(
  app: FastifyInstance,
  config: AppConfig,
  webDir: string,
  entryFile: string = ssrEntryFor(webDir),
): Promise<PageRendering | null> {
  if (!fs.existsSync(entryFile)) {
    app.log.info({ entryFile }, 'no server-side render bundle: pages start client-only');
    return null;
  }
  let bundle: SsrBundle;
  try {
    bundle = (await import(pathToFileURL(entryFile).href)) as SsrBundle;
  } catch (error) {
    app.log.error({ err: error, entryFile }, 'the server-side render bundle could not be loaded');
    return null;
  }
  const renderer = bundle.createPageRenderer({ scope: new AsyncLocalStorage() });
  const files = buildFiles(webDir);
  const origin = config.PUBLIC_URL;
  const geoHeader = config.GEO_COUNTRY_HEADER;

  const inProcessFetch =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const target = new URL(input instanceof Request ? input.url : String(input), origin);
      const headers = new Headers(input instanceof Request ? input.headers : undefined);
      new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
      const country = request.headers[geoHeader];
      if (typeof country === 'string') headers.set(geoHeader, country);
      const reply = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: target.pathname + target.search,
        headers: Object.fromEntries(headers),
        remoteAddress: request.ip,
        ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      });
      const replyHeaders = new Headers();
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value !== undefined)
          replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      const body = reply.statusCode === 204 || reply.statusCode === 304 ? null : reply.rawPayload;
      return new Response(body, { status: reply.statusCode, headers: replyHeaders });
    };

  return {
    async send(request, reply, csp) {
      const built = files();
      if (!built) return false;
      let timer: NodeJS.Timeout | undefined;
      let result: RenderResult;
      try {
        result = await Promise.race([
          renderer.render({
            url: request.url,
            origin,
            cookie: request.headers.cookie,
            acceptLanguage: request.headers['accept-language'],
            fetch: inProcessFetch(request),
          }),
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)),
              RENDER_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (error) {
        // The client-only document can still show the page: never a 5xx for that.
        request.log.error(
          { err: error, url: request.url },
          'server-side render failed; sending the client-only document',
        );
        return false;
      } finally {
        clearTimeout(timer);
      }
      if (result.kind === 'skip') return false;
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language');
      if (result.kind === 'redirect') {
        void reply.redirect(result.location, result.status);
        return true;
      }
      reply.header('content-security-policy', csp).type('text/html; charset=utf-8').code(result.status);
      void reply.send(documentFor(built, result));
      return true;
    },
  };
}
