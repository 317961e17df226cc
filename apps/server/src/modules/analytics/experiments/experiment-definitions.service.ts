import { AnalyticsCode, DISCUSSION_ERROR, EXPERIMENT_NAME_PATTERN } from '@fanverse/contract';
import type { z } from 'zod';
import { AppError } from '../../../errors/app-error';
import {
  EXPERIMENT_PAYLOAD_MAX_BYTES,
  experimentDefinitionBodySchema,
  experimentPatchBodySchema,
  type ExperimentDefinition,
  type ExperimentDefinitionBody,
  type ExperimentPatchBody,
} from './experiment-admin.schema';
import type { ExperimentsRepository, StoredExperiment } from './experiments.repository';
import { experimentNotFound, invalidExperimentName } from './experiments.service';

/** 400 INVALID_EXPERIMENT_DEFINITION (7764), naming the field at fault. */
export const invalidDefinition = (field: string, message: string) =>
  AppError.badRequest(AnalyticsCode.INVALID_EXPERIMENT, `${field}: ${message}`, field);

/**
 * The first problem zod finds in a definition or patch, as 7764 with its path as the field
 * (`variants.1.key`): what the staff route answers to a refused body, and what the CLI prints.
 */
export function definitionRefusal(schema: z.ZodType, value: unknown): AppError | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return invalidDefinition(issue.path.join('.') || 'body', issue.message);
}

/** Staff only: 403 with the code every staff refusal answers (2309 STAFF_ONLY). */
export const staffOnly = () =>
  new AppError(403, DISCUSSION_ERROR.STAFF_ONLY, 'Only staff can manage experiments.');

/** A definition as the staff calls answer it. */
export function definitionView(e: StoredExperiment): ExperimentDefinition {
  const total = e.variants.reduce((sum, v) => sum + v.weight, 0);
  return {
    name: e.name,
    description: e.description,
    enabled: e.enabled,
    is_public: e.is_public,
    goal_event: e.goal_event,
    created_at: e.created_at.toISOString(),
    updated_at: e.updated_at.toISOString(),
    variants: e.variants.map((v) => ({
      key: v.key,
      weight: v.weight,
      share: total > 0 ? v.weight / total : 0,
      payload: v.payload,
    })),
  };
}

/**
 * Operators' definitions (docs/experiments.md "Admin API and CLI"): the staff routes and the CLI
 * both call this, so they accept and refuse the same. Who may call is checked by the caller
 * (`requireStaff` for a session, the CLI's `--as`).
 */
export class ExperimentDefinitionsService {
  constructor(
    private readonly repo: ExperimentsRepository,
    private readonly now: () => Date,
  ) {}

  async requireStaff(userId: string): Promise<void> {
    if (!(await this.repo.isStaff(userId))) throw staffOnly();
  }

  async list(): Promise<ExperimentDefinition[]> {
    return (await this.repo.definitions()).map(definitionView);
  }

  async get(name: string): Promise<ExperimentDefinition> {
    return definitionView(await this.stored(name));
  }

  /**
   * Defines a new experiment or replaces an existing one's variants (and the fields given).
   * Beyond the body's schema: variant keys unique, weights summing above 0, each payload at
   * most 8 KB as JSON. Stored assignments stay as they are: a weight change moves no one.
   */
  async define(name: string, body: ExperimentDefinitionBody): Promise<ExperimentDefinition> {
    if (!EXPERIMENT_NAME_PATTERN.test(name))
      throw invalidDefinition('name', 'letters, digits, _ . - (1–100)');
    const refused = definitionRefusal(experimentDefinitionBodySchema, body);
    if (refused) throw refused;
    const seen = new Set<string>();
    body.variants.forEach((v, i) => {
      if (seen.has(v.key)) throw invalidDefinition(`variants.${i}.key`, `"${v.key}" is given twice`);
      seen.add(v.key);
      const bytes = Buffer.byteLength(JSON.stringify(v.payload ?? {}), 'utf8');
      if (bytes > EXPERIMENT_PAYLOAD_MAX_BYTES) {
        throw invalidDefinition(
          `variants.${i}.payload`,
          `${bytes} bytes as JSON, at most ${EXPERIMENT_PAYLOAD_MAX_BYTES}`,
        );
      }
    });
    if (body.variants.every((v) => v.weight === 0)) {
      throw invalidDefinition('variants', 'at least one weight must be above 0');
    }
    await this.repo.define(
      {
        name,
        description: body.description,
        enabled: body.enabled,
        is_public: body.is_public,
        goal_event: body.goal_event,
        variants: body.variants.map((v) => ({ key: v.key, weight: v.weight, payload: v.payload ?? {} })),
      },
      this.now(),
    );
    return this.get(name);
  }

  /** Turns an experiment on or off, public or not (its description too). */
  async patch(name: string, body: ExperimentPatchBody): Promise<ExperimentDefinition> {
    if (!EXPERIMENT_NAME_PATTERN.test(name)) throw invalidExperimentName();
    const refused = definitionRefusal(experimentPatchBodySchema, body);
    if (refused) throw refused;
    const write = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(write).length > 0 && !(await this.repo.setSwitches(name, write, this.now()))) {
      throw experimentNotFound();
    }
    return this.get(name);
  }

  /** Deletes the experiment with its variants and every assignment. */
  async remove(name: string): Promise<void> {
    if (!EXPERIMENT_NAME_PATTERN.test(name)) throw invalidExperimentName();
    if (!(await this.repo.remove(name))) throw experimentNotFound();
  }

  private async stored(name: string): Promise<StoredExperiment> {
    if (!EXPERIMENT_NAME_PATTERN.test(name)) throw invalidExperimentName();
    const found = await this.repo.definition(name);
    if (!found) throw experimentNotFound();
    return found;
  }
}
