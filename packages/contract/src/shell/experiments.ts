import { z } from 'zod';

export const experimentSchema = z
  .object({ name: z.string(), enabled: z.boolean(), is_public: z.boolean() })
  .meta({ id: 'Experiment' });
export type Experiment = z.infer<typeof experimentSchema>;

export const cohortSchema = z.object({ experiments: z.array(experimentSchema) }).meta({ id: 'Cohort' });
export type Cohort = z.infer<typeof cohortSchema>;
