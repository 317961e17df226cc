import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

/**
 * Cohort experiments (spec: Experiment enabled, is_public; Cohort experiments; calls
 * GET /api/5/1/cohort-experiments/ and GET /api/5/1/experiment/{name}; codes 1040, 1051; issue 25).
 * Operators define them (variants with weights); a visitor's variant is assigned on first ask
 * and kept (sticky) per member when signed in, else per `persistentUserId` (query), and is null
 * when the experiment is off or no subject is known. Asking records the exposure.
 */
export const experimentSchema = lazySchema(
  () =>
    z.object({
      name: z.string(),
      enabled: z.boolean(),
      is_public: z.boolean(),
      /** The visitor's variant (ours, beside the spec's fields). */
      variant: z.string().nullable().optional(),
      /** The variant's payload (texts, switches) as the operator defined it. */
      payload: z.record(z.string(), z.unknown()).nullable().optional(),
    }),
  { id: 'Experiment' },
);
export type Experiment = z.infer<typeof experimentSchema>;

export const cohortSchema = lazySchema(() => z.object({ experiments: z.array(experimentSchema) }), {
  id: 'Cohort',
});
export type Cohort = z.infer<typeof cohortSchema>;

/** Query of both experiment calls: the browser's persistent id, for visitors not signed in. */
export const experimentQuerySchema = lazySchema(() => z.object({ persistentUserId: z.uuid().optional() }));
export type ExperimentQuery = z.infer<typeof experimentQuerySchema>;

/** An experiment's name (1040 otherwise). */
export const EXPERIMENT_NAME_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;
/** Variant keys: short slugs. */
export const EXPERIMENT_VARIANT_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;
export const EXPERIMENT_MAX_VARIANTS = 10;
