import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** Shop redirect answer (spec catalogue §2): `GET /shop/{name}`, `homepage` is a shortcut. */
export const shopUrlSchema = lazySchema(() => z.object({ reason: z.string(), url: z.string() }), {
  id: 'ShopUrl',
});
export type ShopUrl = z.infer<typeof shopUrlSchema>;
