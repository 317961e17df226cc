import { EXPERIMENT_NAME_PATTERN, ServerCode, type Cohort, type Experiment } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { assignmentPoint, pickVariant } from './experiment-assignment';
import type { ExperimentsRepository, NewAssignment, StoredExperiment } from './experiments.repository';

/**
 * Who an assignment belongs to: `m:<member guid>` when signed in, else `p:<persistentUserId>`.
 * A member who sends the browser's persistentUserId inherits that browser's variant (`inherit`),
 * so a visitor who signs up keeps what they saw.
 */
export interface ExperimentSubject {
  id: string;
  inherit: string | null;
}

/** The subject of a call, or null when nothing identifies the visitor (variant null). */
export function subjectOf(
  memberGuid: string | null,
  persistentUserId: string | undefined,
): ExperimentSubject | null {
  const browser = persistentUserId ? `p:${persistentUserId.toLowerCase()}` : null;
  if (memberGuid) return { id: `m:${memberGuid}`, inherit: browser };
  return browser ? { id: browser, inherit: null } : null;
}

export const invalidExperimentName = () =>
  AppError.badRequest(ServerCode.INVALID_EXPERIMENT_NAME, 'Invalid cohort experiment', 'name');
export const experimentNotFound = () =>
  AppError.notFound(ServerCode.EXPERIMENT_NOT_FOUND, 'Experiment does not exist');

/** Only an enabled experiment with variants assigns (an old on/off flag has none). */
const assigns = (e: StoredExperiment) => e.enabled && e.variants.length > 0;

/**
 * The public experiment calls (spec §7; docs/experiments.md "Assignment"): whether an experiment
 * is on, and the visitor's sticky variant. The first ask stores the assignment (its exposure);
 * every later ask answers the stored row, whatever the weights have become since.
 */
export class ExperimentsService {
  constructor(
    private readonly repo: ExperimentsRepository,
    private readonly now: () => Date,
  ) {}

  async get(name: string, subject: ExperimentSubject | null): Promise<Experiment> {
    if (!EXPERIMENT_NAME_PATTERN.test(name)) throw invalidExperimentName();
    const found = await this.repo.definition(name);
    if (!found) throw experimentNotFound();
    const [answer] = await this.answer([found], subject);
    return answer!;
  }

  /** The visitor's cohort: every public experiment, on or off, with the visitor's variants. */
  async cohort(subject: ExperimentSubject | null): Promise<Cohort> {
    return { experiments: await this.answer(await this.repo.definitions({ publicOnly: true }), subject) };
  }

  private async answer(
    experiments: StoredExperiment[],
    subject: ExperimentSubject | null,
  ): Promise<Experiment[]> {
    const variants = subject ? await this.variantsOf(experiments.filter(assigns), subject) : new Map();
    return experiments.map((e) => {
      const key = assigns(e) ? (variants.get(e.name) ?? null) : null;
      return {
        name: e.name,
        enabled: e.enabled,
        is_public: e.is_public,
        variant: key,
        payload: key === null ? null : (e.variants.find((v) => v.key === key)?.payload ?? {}),
      };
    });
  }

  /**
   * The subject's variant in each experiment (all enabled, with variants), assigning where there
   * is none: in a few statements for the whole cohort. The stored row wins; a row on a variant
   * that was since removed is moved to a defined one. A new row takes the inherited browser's
   * variant if it has one that is still defined, else the weighted pick of the subject's point.
   * Rows are inserted with ON CONFLICT DO NOTHING and read back, so concurrent first asks (which
   * compute the same pick anyway) agree on the one row stored.
   */
  private async variantsOf(
    experiments: StoredExperiment[],
    subject: ExperimentSubject,
  ): Promise<Map<string, string>> {
    if (experiments.length === 0) return new Map();
    const names = experiments.map((e) => e.name);
    const subjects = subject.inherit ? [subject.id, subject.inherit] : [subject.id];
    const stored = await this.repo.assignments(names, subjects);
    const own = new Map(stored.filter((a) => a.subject === subject.id).map((a) => [a.experiment_name, a]));
    const inherited = new Map(
      stored.filter((a) => a.subject === subject.inherit).map((a) => [a.experiment_name, a]),
    );
    const defined = (e: StoredExperiment, key: string | undefined) =>
      key !== undefined && e.variants.some((v) => v.key === key);

    const now = this.now();
    const inserts: NewAssignment[] = [];
    let moved = false;
    for (const e of experiments) {
      const mine = own.get(e.name);
      if (mine && defined(e, mine.variant)) continue;
      const pick = pickVariant(e.variants, assignmentPoint(e.name, subject.id));
      if (pick === null) continue;
      if (mine) {
        await this.repo.reassign(e.name, subject.id, mine.variant, pick, now);
        moved = true;
        continue;
      }
      const browser = inherited.get(e.name);
      if (browser && defined(e, browser.variant)) {
        // The same person: their exposure is the browser's (docs/experiments.md "Exposures").
        inserts.push({
          experiment_name: e.name,
          subject: subject.id,
          variant: browser.variant,
          assigned_at: now,
          exposed_at: browser.exposed_at,
          inherited_from: browser.subject,
        });
      } else {
        inserts.push({
          experiment_name: e.name,
          subject: subject.id,
          variant: pick,
          assigned_at: now,
          exposed_at: now,
          inherited_from: null,
        });
      }
    }
    const answer = new Map([...own].map(([name, a]) => [name, a.variant]));
    const inserted = await this.repo.insertAssignments(inserts);
    for (const row of inserted) answer.set(row.experiment_name, row.variant);
    // Every row is ours: nothing to read back. Otherwise a concurrent ask stored first (or a row
    // was moved): what is stored is the answer.
    if (!moved && inserted.length === inserts.length) return answer;
    const after = await this.repo.assignments(names, [subject.id]);
    return new Map(after.map((a) => [a.experiment_name, a.variant]));
  }
}
