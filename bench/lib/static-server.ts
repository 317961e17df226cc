// A tiny static file server for a built page (the React hello world of `npm run bench
// lighthouse`), run in its own process: STATIC_DIR on 127.0.0.1:PORT. It answers as our server
// answers the web app's files (apps/server/src/plugins/web-static.ts, apps/web/vite.config.ts):
// brotli or gzip by Accept-Encoding, compressed once at start with the build's settings, hashed
// assets cached for a year and everything else revalidated. So a Lighthouse baseline pays the
// same transfer and caching rules as our pages, and only what the pages hold differs.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
};

interface Entry {
  type: string;
  cacheControl: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Every file of `dir` by URL path, with its compressed forms for text files. */
function loadFiles(dir: string): Map<string, Entry> {
  const files = new Map<string, Entry>();
  for (const relative of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, relative);
    if (!fs.statSync(full).isFile()) continue;
    const identity = fs.readFileSync(full);
    const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
    const text = type.startsWith('text/') || type.includes('json') || type.includes('svg');
    files.set(`/${relative.split(path.sep).join('/')}`, {
      type,
      cacheControl: relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache',
      identity,
      ...(text
        ? {
            br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: zlib.gzipSync(identity, { level: 9 }),
          }
        : {}),
    });
  }
  return files;
}

const dir = process.env.STATIC_DIR;
if (!dir) throw new Error('STATIC_DIR is required');
const files = loadFiles(path.resolve(dir));

const server = http.createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const entry = files.get(pathname === '/' ? '/index.html' : pathname);
  if (!entry || (req.method !== 'GET' && req.method !== 'HEAD')) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const [encoding, body] =
    entry.br && /\bbr\b/.test(accepted)
      ? ['br', entry.br]
      : entry.gzip && /\bgzip\b/.test(accepted)
        ? ['gzip', entry.gzip]
        : [null, entry.identity];
  res.writeHead(200, {
    'content-type': entry.type,
    'content-length': body.byteLength,
    'cache-control': entry.cacheControl,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
});
// Idle keep-alive connections stay open as long as in our server (Fastify's 72 s; node's is 5 s).
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
