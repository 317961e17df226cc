import type { Plugin } from 'vite';

/** What the server reads (apps/server/src/plugins/route-preloads.ts): the file's name and shape. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export interface RoutePreloads {
  routes: Array<{ prefix: string; scripts: string[]; styles: string[]; boot?: string }>;
}

/**
 * Per address prefix: the source modules the route needs as soon as it opens (module path
 * endings, e.g. `src/features/player/WatchPage.tsx` or `node_modules/hls.js/dist/hls.mjs`), and
 * optionally a boot, an extra build input that the route's document runs instead of the app's
 * entry (it imports the entry itself when it is done).
 */
export type RouteModules = Record<string, { modules: string[]; boot?: string }>;

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
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
      const boots = new Map(
        Object.values(routes)
          .flatMap(({ boot }) => (boot ? [boot] : []))
          .map((boot) => {
            const chunk = chunks.find(
              (candidate) => candidate.isEntry && normalise(candidate.facadeModuleId ?? '').endsWith(boot),
            );
            if (!chunk) this.error(`route-preloads: no entry chunk for the boot ${boot}`);
            return [boot, chunk] as const;
          }),
      );
      const bootFiles = new Set([...boots.values()].map((chunk) => chunk.fileName));
      // What the app entry's document already loads (its own modulepreload links).
      const loadedByEntry = new Set<string>();
      const withImports = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
      };
      for (const chunk of chunks.filter(
        (candidate) => candidate.isEntry && !bootFiles.has(candidate.fileName),
      ))
        withImports(chunk.fileName, loadedByEntry);

      const result: RoutePreloads = { routes: [] };
      for (const [prefix, { modules, boot }] of Object.entries(routes)) {
        const needed = new Set<string>();
        const bootChunk = boot ? boots.get(boot) : undefined;
        // The boot's own imports load beside it (the boot itself is the document's script).
        if (bootChunk) for (const imported of bootChunk.imports) withImports(imported, needed);
        for (const module of modules) {
          const chunk = chunks.find((candidate) =>
            candidate.moduleIds.some((id) => normalise(id).endsWith(module)),
          );
          if (!chunk) this.error(`route-preloads: no chunk holds ${module} (route ${prefix})`);
          withImports(chunk.fileName, needed);
        }
        // A boot route's document drops the app's own preloads (see the server's withBoot), so
        // it lists all the boot needs; other routes list only what the entry does not load.
        const scripts = bootChunk ? [...needed] : [...needed].filter((file) => !loadedByEntry.has(file));
        const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
        result.routes.push({
          prefix,
          scripts: scripts.map((file) => `/${file}`),
          styles: [...new Set(styles)].map((file) => `/${file}`),
          ...(bootChunk ? { boot: `/${bootChunk.fileName}` } : {}),
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
