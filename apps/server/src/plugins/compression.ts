import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';

/** Below this a reply goes as it is: the encoding's framing and the CPU are not worth a few bytes. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';
/** Brotli first: on the homepage feed (75 kB of JSON) it is 14% smaller than gzip at equal cost. */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Per-request settings, for replies that are not kept (sessions, errors, rendered pages). Quality 4
 * is where brotli stays cheap: on the 75 kB homepage feed, 0.5 ms for 13.8 kB, where quality 5 took
 * 1.2 ms for 12.9 kB and quality 11 80 ms for 11.4 kB (zlib of Node 20 on the 2-CPU dev VM).
 * Cached catalogue replies are encoded once, better (reply-cache.ts).
 */
const DYNAMIC_BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const DYNAMIC_GZIP: zlib.ZlibOptions = { level: 6 };
/**
 * Replies up to this size are compressed in one call, on the event loop, and keep an exact
 * Content-Length; larger ones stream through libuv's thread pool (chunked). The library picks 8 kB
 * on two cores, expecting the pool to spread the work; but one call at quality 4 costs 0.1 ms for
 * an 18 kB page and 0.5 ms for 75 kB, while the stream path allocates a compressor and a pipeline
 * per reply. The library's own ceiling (64 kB, its choice for one core) suits a server that is one
 * event loop per process.
 */
const SYNC_MAX_BYTES = 64 * 1024;

/**
 * Text the server writes: documents, JSON (problem+json included), scripts, XML, SVG. Not
 * `text/event-stream` (each event must reach the client when written, not when a compressor's
 * block fills) and nothing binary: images, video segments and archives are compressed already.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\s*(?:;|$)|image\/svg\+xml)/i;

/**
 * Routes whose replies are never compressed: media files, streams and art are binary and already
 * compressed, and the health probes' replies are a few bytes that must stay as cheap as possible.
 */
const NEVER_COMPRESSED = ['/media', '/streams', '/art', '/healthz', '/readyz'];

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding a request accepts, read as @fastify/compress reads it (so that replies encoded
 * here and there agree): `*` and `x-gzip` mean gzip, q-values rank, `q=0` refuses.
 */
export function acceptedEncoding(header: string | string[] | undefined): ContentEncoding | null {
  if (typeof header !== 'string' || header === '') return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
}

/** Adds `accept-encoding` to the reply's Vary, keeping what other hooks put there (CORS: Origin). */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const value = Array.isArray(current) ? current.join(', ') : String(current);
  // @fastify/compress looks for the lower-case token too: it then adds no second one.
  if (!/accept-encoding/i.test(value)) reply.header('vary', `${value}, accept-encoding`);
}

function neverCompressed(url: string): boolean {
  return NEVER_COMPRESSED.some(
    (prefix) =>
      url.startsWith(prefix) && (url.length === prefix.length || '/?'.includes(url[prefix.length]!)),
  );
}

/** Is this buffered reply one that is compressed for a client that accepts it. */
function compressibleReply(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  // Set already: the reply cache chose a stored form, or the body is encoded (a precompressed file).
  if (reply.getHeader('content-encoding') !== undefined) return false;
  const status = reply.statusCode;
  if (status === 204 || status === 206 || status === 304) return false;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return false;
  return isCompressibleType(reply.getHeader('content-type')) && !neverCompressed(request.url);
}

/**
 * Compresses replies by Accept-Encoding (brotli, then gzip, else as they are) with
 * @fastify/compress, registered before any route so that every route gets its hook. Register
 * before the reply cache, modules and static files (app.ts).
 *
 * What this adds around the library:
 * - Routes named in NEVER_COMPRESSED and every HEAD route get `compress: false`: a HEAD reply has
 *   no body, and compressing the GET's body only to throw it away is CPU for nothing.
 * - `Vary: accept-encoding` on every compressible reply of 1 kB or more, compressed or not: a
 *   shared cache must not give the identity reply it stored for one client to another that
 *   would have taken brotli, nor the other way round. (The library sets it only when it encodes.)
 * - Replies the reply cache answers carry `content-encoding` already: the library passes those as
 *   they are (it skips any reply whose content-encoding is set and not `identity`).
 * - Request bodies are not decompressed (the library would by default): no client sends them.
 *
 * The app's HTML documents are covered too: a browser navigation matches the static files'
 * wildcard route, which hands a path that is not a file to the not-found handler with
 * `callNotFound`, and that keeps the route's onSend hooks, the library's included. (The library
 * cannot see the bare not-found handler, which is no route; it answers only small JSON errors.)
 */
export async function registerCompression(app: FastifyInstance, options: { enabled: boolean }) {
  if (!options.enabled) return;
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || neverCompressed(route.url ?? '')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ENCODINGS,
    threshold: COMPRESS_MIN_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: DYNAMIC_BROTLI,
    zlibOptions: DYNAMIC_GZIP,
    syncThreshold: SYNC_MAX_BYTES,
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (compressibleReply(request, reply, payload)) varyOnAcceptEncoding(reply);
    done(null, payload);
  });
}
