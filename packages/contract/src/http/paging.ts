import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** Everything of the page envelope but its values: counts, position and the links to follow. */
const pageFrameSchema = lazySchema(() =>
  z.object({
    count: z.number().int(),
    num_pages: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    links: z.object({
      next: z.string().nullable(),
      prev: z.string().nullable(),
      url: z.string(),
    }),
  }),
);

/**
 * The default page envelope of DESIGN.md, for lists whose shape the spec does not fix. The one
 * type of it: the server builds it, the client parses it with `pageSchema`.
 */
export type Page<T> = z.infer<typeof pageFrameSchema> & { values: T[] };

/** The page envelope's schema for one item schema; parses to `Page<item>`. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return pageFrameSchema.extend({ values: z.array(item) });
}

export const pageQuerySchema = lazySchema(() =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
