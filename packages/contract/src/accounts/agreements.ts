import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/** One agreement as GET /api/agreements/{terms|privacy} answers it (spec accounts §3). */
export const agreementSchema = lazySchema(
  () =>
    z.object({
      accepted: z.boolean(),
      content_type: z.enum(['terms', 'privacy']),
      date_accepted: z.string().nullable(),
      date_revised: z.string(),
      revision_id: z.number().int(),
      flavor: z.string().nullable(),
      text: z.string(),
    }),
  { id: 'Agreement' },
);
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementQuerySchema = lazySchema(() => z.object({ flavor: z.string().max(64).optional() }));
export const acceptAgreementBodySchema = lazySchema(() =>
  z.object({
    revision_id: z.number().int().positive(),
    flavor: z.string().max(64).optional(),
  }),
);
