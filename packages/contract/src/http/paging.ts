import { z } from 'zod';

/** The default page envelope of DESIGN.md, for lists whose shape the spec does not fix. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    num_pages: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    values: z.array(item),
    links: z.object({
      next: z.string().nullable(),
      prev: z.string().nullable(),
      url: z.string(),
    }),
  });
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
