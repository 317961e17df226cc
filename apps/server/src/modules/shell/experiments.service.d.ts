import { type Cohort, type Experiment } from '@fanverse/contract';
import type { ExperimentsRepository } from './experiments.repository';
export declare class ExperimentsService {
  private readonly repo;
  constructor(repo: ExperimentsRepository);
  get(name: string): Promise<Experiment>;
  /** The visitor's cohort: every public experiment with its on/off state. */
  cohort(): Promise<Cohort>;
}
