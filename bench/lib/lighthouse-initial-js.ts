// The initial JavaScript of a route: what its document asks for at once (entry scripts and
// modulepreload links, as the server sends them for that address) plus the route's chunks (the
// further scripts of our origin the page fetched while Lighthouse loaded it), in gzip bytes.
import zlib from 'node:zlib';

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    found.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/**
 * The absolute addresses of the scripts a document loads up front: every `<script src>` and
 * every `<link rel="modulepreload">` (or `rel="preload" as="script"`), in document order, each
 * once. Inline scripts have no address and are counted with the document itself.
 */
export function documentScripts(html: string, documentUrl: string): string[] {
  const urls = new Set<string>();
  for (const [, tag, source] of html.matchAll(TAG)) {
    const attrs = attributes(source!);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const address =
      tag!.toLowerCase() === 'script'
        ? attrs.get('src')
        : rel.includes('modulepreload') || (rel.includes('preload') && attrs.get('as') === 'script')
          ? attrs.get('href')
          : undefined;
    if (address) urls.add(new URL(address, documentUrl).href);
  }
  return [...urls];
}

/** Sizes by address: hashed chunks do not change within a run, so each is fetched once. */
const gzipSizes = new Map<string, Promise<number>>();

/** Bytes of the file at `url` once gzipped at level 9, as the build precompresses it. */
export function gzipBytes(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      return zlib.gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).byteLength;
    });
    gzipSizes.set(url, size);
  }
  return size;
}

export interface InitialJs {
  /** Entry scripts and modulepreloads of the document the server sent for the address. */
  documentBytes: number;
  /** Other scripts of the same origin fetched during the load (the route's lazy chunks). */
  routeBytes: number;
  scriptCount: number;
}

/**
 * Gzip bytes of a route's initial JavaScript: the document's own scripts (fetched here with a
 * browser's Accept header, so the server picks its page document) and the same-origin scripts
 * among `loadedScripts` (the addresses the browser fetched) that the document did not list.
 */
export async function initialJs(pageUrl: string, loadedScripts: string[]): Promise<InitialJs> {
  const res = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${pageUrl}: ${res.status}`);
  const listed = documentScripts(await res.text(), pageUrl);
  const origin = new URL(pageUrl).origin;
  const further = [...new Set(loadedScripts)].filter(
    (url) => new URL(url).origin === origin && !listed.includes(url),
  );
  const sum = async (urls: string[]) =>
    (await Promise.all(urls.map(gzipBytes))).reduce((total, bytes) => total + bytes, 0);
  return {
    documentBytes: await sum(listed),
    routeBytes: await sum(further),
    scriptCount: listed.length + further.length,
  };
}
