import { z } from 'zod';
import { lazySchema } from '../common/lazy-schema';

export const experimentSchema = lazySchema(
  () => z.object({ name: z.string(), enabled: z.boolean(), is_public: z.boolean() }),
  { id: 'Experiment' },
);
export type Experiment = z.infer<typeof experimentSchema>;

export const cohortSchema = lazySchema(() => z.object({ experiments: z.array(experimentSchema) }), {
  id: 'Cohort',
});
export type Cohort = z.infer<typeof cohortSchema>;
