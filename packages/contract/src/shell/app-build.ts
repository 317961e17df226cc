import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** `/build-id.json`, polled by the web app to offer a reload after a deploy. */
export const buildIdSchema = lazySchema(() => z.object({ id: z.string(), built_at: z.string() }));
export type BuildId = z.infer<typeof buildIdSchema>;

export const healthSchema = lazySchema(() => z.object({ status: z.literal('ok') }));
export const readySchema = lazySchema(() =>
  z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean() }),
);
