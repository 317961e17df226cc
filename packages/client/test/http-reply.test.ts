import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../src';
import { envelope, json, rejection, testClient } from './fake-fetch';

const pointSchema = z.object({ x: z.number() }).transform((point) => ({ ...point, double: point.x * 2 }));

describe('success replies', () => {
  it('parses the reply with the schema and returns its output', async () => {
    const { client } = testClient(() => json({ x: 21, extra: 'dropped' }));
    const point = await client.http.request({ method: 'GET', path: '/p', schema: pointSchema });
    expect(point).toEqual({ x: 21, double: 42 });
  });

  it('fails with 9999 when the reply does not match the schema, keeping the issues as cause', async () => {
    const { client } = testClient(() => json({ x: 'not a number' }));
    const error = await rejection(client.http.request({ method: 'GET', path: '/p', schema: pointSchema }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(200);
    expect(apiError.errors.map((e) => e.code)).toEqual([9999]);
    expect(apiError.errors[0]?.cause).toBeInstanceOf(z.ZodError);
  });

  it('returns the body as sent without a schema, and undefined for an empty reply', async () => {
    const { client } = testClient((call) =>
      call.url.pathname === '/empty' ? new Response(null, { status: 204 }) : json([1, 2]),
    );
    expect(await client.http.request({ method: 'GET', path: '/list' })).toEqual([1, 2]);
    expect(await client.http.request({ method: 'POST', path: '/empty' })).toBeUndefined();
  });

  it('send() also gives the status and headers (consume-next reads x-has-more)', async () => {
    const { client } = testClient(
      () => new Response('{"values":[]}', { status: 200, headers: { 'x-has-more': 'true' } }),
    );
    const reply = await client.http.send({ method: 'GET', path: '/api/5/2/user/consume_next' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-has-more')).toBe('true');
    expect(reply.data).toEqual({ values: [] });
  });
});

describe('failed replies through the transport', () => {
  it('turns an error envelope into an ApiError with status and normalised codes', async () => {
    const { client } = testClient(() => envelope(400, { code: 8, message: 'page_size must be an int' }));
    const error = (await rejection(client.http.request({ method: 'GET', path: '/a' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.errors).toEqual([
      { code: 5008, message: 'Invalid parameter', cause: { code: 8, message: 'page_size must be an int' } },
    ]);
    expect(error.message).toBe('Invalid parameter');
    expect(error.sessionExpired).toBe(false);
    expect(error.networkError).toBe(false);
  });

  it('a failure whose body is not JSON (a proxy page) is 9999 with the text as cause', async () => {
    const { client } = testClient(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await rejection(client.http.request({ method: 'GET', path: '/a' }))) as ApiError;
    expect(error.errors).toEqual([
      { code: 9999, message: 'Unknown error', cause: '<html>Bad gateway</html>' },
    ]);
  });

  it('a rejected fetch is 9998 Network error, flagged networkError, with the thrown error as cause', async () => {
    const offline = new TypeError('fetch failed');
    const { client } = testClient(() => {
      throw offline;
    });
    const error = (await rejection(client.http.request({ method: 'GET', path: '/a' }))) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.networkError).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.errors).toEqual([{ code: 9998, message: 'Network error', cause: offline }]);
  });

  it("uses the client's language for messages (es)", async () => {
    const { client } = testClient(() => envelope(429, { code: 'TOO_MANY_REQUESTS', message: 'slow down' }), {
      lang: 'es',
    });
    const error = (await rejection(client.http.request({ method: 'GET', path: '/a' }))) as ApiError;
    expect(error.errors[0]).toMatchObject({ code: 1015, message: 'Demasiadas solicitudes' });
  });

  it('a cancelled request rejects with its AbortError, not an ApiError, so the caller can discard it', async () => {
    const { client, calls } = testClient();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      client.http.request({ method: 'GET', path: '/api/5/2/homepage/www', signal: controller.signal }),
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(calls).toHaveLength(0);
  });
});
