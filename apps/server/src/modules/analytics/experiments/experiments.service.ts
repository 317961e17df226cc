import { ServerCode, type Cohort, type Experiment } from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import type { ExperimentsRepository } from './experiments.repository';

const NAME = /^[A-Za-z0-9_.-]{1,100}$/;

export class ExperimentsService {
  constructor(private readonly repo: ExperimentsRepository) {}

  async get(name: string): Promise<Experiment> {
    if (!NAME.test(name)) {
      throw AppError.badRequest(ServerCode.INVALID_EXPERIMENT_NAME, 'Invalid cohort experiment', 'name');
    }
    const found = await this.repo.findByName(name);
    if (!found) throw AppError.notFound(ServerCode.EXPERIMENT_NOT_FOUND, 'Experiment does not exist');
    return found;
  }

  /** The visitor's cohort: every public experiment with its on/off state. */
  async cohort(): Promise<Cohort> {
    return { experiments: await this.repo.listPublic() };
  }
}
