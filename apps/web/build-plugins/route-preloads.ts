import type { Plugin } from 'vite';

/** What the server reads (apps/server/src/plugins/route-preloads.ts): the file's name and shape. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  routes: Array<{ prefix: string; scripts: string[]; styles: string[] }>;
}

/**
 * Source modules each route needs as soon as it opens, by address prefix (a module path ending,
 * e.g. `src/features/player/WatchPage.tsx` or `node_modules/hls.js/dist/hls.mjs`).
 */
export type RouteModules = Record<string, string[]>;

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * A lazy route's code is found late: the entry must run, the router match, the page's chunk
 * arrive and run before its own imports (hls.js on the watch page) are even asked for. This
 * writes, per route prefix, the chunks and styles those modules need beyond the entry's, so the
 * server can list them as `modulepreload` links in that route's document and the browser fetches
 * them beside the entry.
 */
export function routePreloadsPlugin(routes: RouteModules): Plugin {
  return {
    name: 'fanverse-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is OutputChunk & typeof item => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // What the entry's document already loads (its own modulepreload links).
      const loadedByEntry = new Set<string>();
      const withImports = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
      };
      for (const chunk of chunks.filter((candidate) => candidate.isEntry))
        withImports(chunk.fileName, loadedByEntry);

      const result: RoutePreloads = { routes: [] };
      for (const [prefix, modules] of Object.entries(routes)) {
        const needed = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => normalise(id).endsWith(module)),
          );
          if (!chunk) this.error(`route-preloads: no chunk holds ${module} (route ${prefix})`);
          withImports(chunk.fileName, needed);
        }
        const scripts = [...needed].filter((file) => !loadedByEntry.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        result.routes.push({
          prefix,
          scripts: scripts.map((file) => `/${file}`),
          styles: [...new Set(styles)].map((file) => `/${file}`),
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(result, null, 2)}\n`,
      });
    },
  };
}
