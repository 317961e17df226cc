import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createClient, type FanverseClient } from '@fanverse/client';
import { buildTestApp, type TestApp } from '../../apps/server/test/helpers/test-app';
import { AppError } from '../../apps/server/src/errors/app-error';

export interface ContractServer extends TestApp {
  baseUrl: string;
  client: (lang?: string) => FanverseClient;
}

/** Body of the probe route used to prove the field-rule round trip. */
export const probeBody = z.union([
  z.object({
    username: z.string().min(6).max(29),
    password: z.string().min(8),
    remember: z.boolean().optional(),
  }),
  z.object({
    email: z.string().regex(/^[^@\s]+@[^@\s]+$/),
    plan: z.enum(['monthly', 'annual']),
    country: z.string().length(2),
  }),
]);

/**
 * The real server on a real port, with a few probe routes that produce the generic replies no
 * product route produces yet (an unauthenticated call, a crash, a paged list), so that every
 * generic rule of spec §8 is proven from an actual reply to the client's normalised code.
 */
export async function startContractServer(env: Record<string, string> = {}): Promise<ContractServer> {
  const t = await buildTestApp(env);
  const app = t.app.withTypeProvider<ZodTypeProvider>();
  app.get('/api/probe/private', async () => {
    throw AppError.unauthenticated();
  });
  app.get('/api/probe/expired', async () => {
    throw new AppError(401, 'SESSION_EXPIRED', 'Session expired');
  });
  app.get('/api/probe/crash', async () => {
    throw new Error('boom');
  });
  app.get(
    '/api/probe/paged',
    { schema: { querystring: z.object({ page: z.coerce.number().int() }) } },
    async () => ({}),
  );
  app.get('/api/probe/lang', async (req) => ({ lang: req.lang }));
  app.post('/api/probe/form', { schema: { body: probeBody } }, async () => ({ ok: true }));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return { ...t, baseUrl, client: (lang = 'en') => createClient({ baseUrl, lang }) };
}
