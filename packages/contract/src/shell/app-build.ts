import { z } from 'zod';

/** `/build-id.json`, polled by the web app to offer a reload after a deploy. */
export const buildIdSchema = z.object({ id: z.string(), built_at: z.string() });
export type BuildId = z.infer<typeof buildIdSchema>;

export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.enum(['ready', 'unavailable']), database: z.boolean() });
