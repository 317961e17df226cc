import { z } from 'zod';

/** Shop redirect answer (spec catalogue §2): `GET /shop/{name}`, `homepage` is a shortcut. */
export const shopUrlSchema = z.object({ reason: z.string(), url: z.string() }).meta({ id: 'ShopUrl' });
export type ShopUrl = z.infer<typeof shopUrlSchema>;
