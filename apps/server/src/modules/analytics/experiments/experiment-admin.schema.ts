import { z } from 'zod';
import {
  EXPERIMENT_MAX_VARIANTS,
  EXPERIMENT_NAME_PATTERN,
  EXPERIMENT_VARIANT_PATTERN,
} from '@fanverse/contract';

/*
 * The staff calls' shapes (docs/experiments.md "Admin API"). They live with the server: no client
 * area calls them (operators use the CLI or the API reference); the public calls' shapes are the
 * contract's (shell/experiments.ts).
 */

/** A variant's payload as JSON text is at most this many bytes (UTF-8). */
export const EXPERIMENT_PAYLOAD_MAX_BYTES = 8 * 1024;
/** The largest weight a variant may have (the table's check says the same). */
export const EXPERIMENT_MAX_WEIGHT = 1_000_000;
export const EXPERIMENT_DESCRIPTION_MAX_LENGTH = 500;
/** A goal is a track event's name: the analytics batch allows 200 characters. */
export const EXPERIMENT_GOAL_MAX_LENGTH = 200;

export const experimentNameParamsSchema = z.object({
  name: z.string().regex(EXPERIMENT_NAME_PATTERN),
});

const payloadSchema = () => z.record(z.string(), z.unknown());

export const experimentVariantBodySchema = z.object({
  key: z.string().regex(EXPERIMENT_VARIANT_PATTERN),
  weight: z.number().int().min(0).max(EXPERIMENT_MAX_WEIGHT),
  /** Texts and switches the app reads for this variant (a JSON object, ≤ 8 KB); absent: `{}`. */
  payload: payloadSchema().optional(),
});
export type ExperimentVariantBody = z.infer<typeof experimentVariantBodySchema>;

/**
 * PUT: defines a new experiment or replaces an existing one's variants. The other fields, when
 * absent, keep their current values (a new experiment: off, not public, no description, goal
 * 'Signed Up'), so a change of weights cannot switch a running experiment off by omission.
 */
export const experimentDefinitionBodySchema = z.object({
  description: z.string().max(EXPERIMENT_DESCRIPTION_MAX_LENGTH).optional(),
  enabled: z.boolean().optional(),
  is_public: z.boolean().optional(),
  goal_event: z.string().min(1).max(EXPERIMENT_GOAL_MAX_LENGTH).optional(),
  variants: z.array(experimentVariantBodySchema).min(1).max(EXPERIMENT_MAX_VARIANTS),
});
export type ExperimentDefinitionBody = z.infer<typeof experimentDefinitionBodySchema>;

/** PATCH: switches and the description; variants change only through PUT. */
export const experimentPatchBodySchema = z.object({
  enabled: z.boolean().optional(),
  is_public: z.boolean().optional(),
  description: z.string().max(EXPERIMENT_DESCRIPTION_MAX_LENGTH).optional(),
});
export type ExperimentPatchBody = z.infer<typeof experimentPatchBodySchema>;

export const experimentDefinitionSchema = z.object({
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  is_public: z.boolean(),
  goal_event: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  variants: z.array(
    z.object({
      key: z.string(),
      weight: z.number().int(),
      /** weight / the sum of weights: the share of new subjects it gets. */
      share: z.number(),
      payload: payloadSchema(),
    }),
  ),
});
export type ExperimentDefinition = z.infer<typeof experimentDefinitionSchema>;

export const experimentDefinitionListSchema = z.object({ experiments: z.array(experimentDefinitionSchema) });
export type ExperimentDefinitionList = z.infer<typeof experimentDefinitionListSchema>;
