// The baseline: a bare node:http server. With BASELINE_HEADERS (a JSON object) it answers the
// very bytes our server answers — the same headers, a fresh request id, the same body — so the
// ratio measures what our framework, plugins and hooks cost, not the size of the reply.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

// Encoded once, as our reply cache keeps its replies: a baseline that encoded the string on every
// request would pay a cost our server does not, and flatter the ratio. BASELINE_BODY_FILE holds
// raw bytes (a brotli-encoded reply, with its content-encoding among BASELINE_HEADERS).
const body = process.env.BASELINE_BODY_FILE
  ? fs.readFileSync(process.env.BASELINE_BODY_FILE)
  : Buffer.from(process.env.BASELINE_BODY ?? JSON.stringify({ status: 'ok' }));
const fixed: Record<string, string> = JSON.parse(process.env.BASELINE_HEADERS ?? '{}');
const withRequestId = 'x-request-id' in fixed;
delete fixed['x-request-id'];
const port = Number(process.env.PORT ?? 0);

const server = http.createServer((_req, res) => {
  const headers: Record<string, string | number> = {
    ...fixed,
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.byteLength,
  };
  if (withRequestId) headers['x-request-id'] = crypto.randomUUID();
  res.writeHead(200, headers);
  res.end(body);
});
// Idle keep-alive connections stay open as long as in our server (Fastify's 72 s; node's is 5 s).
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1');
