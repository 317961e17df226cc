import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the web build beside index.html (apps/web/build-plugins/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const assetPath = z.string().regex(/^\/assets\/[\w.-]+\.(js|css)$/);
const routePreloadsSchema = z.object({
  routes: z.array(
    z.object({
      prefix: z.string().startsWith('/'),
      scripts: z.array(assetPath),
      styles: z.array(assetPath),
      boot: assetPath.optional(),
    }),
  ),
});

export interface RouteDocuments {
  /** index.html with the preload links of the first route whose prefix `pathname` starts with. */
  documentFor(pathname: string): string | null;
}

/** The app's entry script and its preloads, as Vite writes them into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/assets\/[\w.-]+\.js"><\/script>/;
const APP_PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">\n?\s*/g;

/**
 * The route's boot runs first and imports the app's entry module itself when it is done (the
 * watch boot plays the video before the app starts): it takes the entry script's place. The
 * app's own preloads go too: on a slow line their bytes would share it with the boot's chain
 * (hls.js, playlists, the first segments), and the boot fetches the app as soon as the first
 * frame is up (measured: 9 Mbit/s first frame 908-967 ms without them, 1049-1082 ms with them,
 * and 982-1012 ms with them at fetchpriority=low). Without a recognisable entry script the
 * document stays as it is.
 */
function withBoot(html: string, boot: string): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return html;
  const stripped = html.replace(APP_PRELOAD, '');
  return stripped.replace(entry[0], `<script type="module" crossorigin src="${boot}"></script>`);
}

/** The documents of one build, by route prefix. */
function buildDocuments(webDir: string, indexHtml: string): Array<{ prefix: string; html: string }> {
  const file = path.join(webDir, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file) || !indexHtml.includes('</head>')) return [];
  let parsed;
  try {
    parsed = routePreloadsSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
  if (!parsed.success) return [];
  return parsed.data.routes.map(({ prefix, scripts, styles, boot }) => {
    const links = [
      ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ].join('\n    ');
    const base = boot ? withBoot(indexHtml, boot) : indexHtml;
    return { prefix, html: base.replace('</head>', `  ${links}\n  </head>`) };
  });
}

/**
 * The SPA document, per route, with `modulepreload` links for the code that route needs beyond
 * the entry (the watch page's chunk and hls.js): the browser fetches it beside the entry instead
 * of after the app has started. A route with a boot starts with it instead of the entry. A build
 * without the file (or an unreadable one) serves the plain document. A new build deployed under the running server (the app offers visitors a reload) is
 * picked up: the documents are rebuilt when either file changes.
 */
export function loadRouteDocuments(webDir: string): RouteDocuments {
  const indexFile = path.join(webDir, 'index.html');
  const stamp = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1;
  let builtFrom = '';
  let documents: Array<{ prefix: string; html: string }> = [];
  return {
    documentFor(pathname) {
      const build = `${stamp(indexFile)}:${stamp(path.join(webDir, ROUTE_PRELOADS_FILE))}`;
      if (build !== builtFrom) {
        builtFrom = build;
        documents = stamp(indexFile) < 0 ? [] : buildDocuments(webDir, fs.readFileSync(indexFile, 'utf8'));
      }
      return documents.find((document) => pathname.startsWith(document.prefix))?.html ?? null;
    },
  };
}
