import { notBuilt } from '../not-built';

/**
 * Brings the daily aggregates (insights_daily, insights_daily_subjects) and experiment
 * conversions up to date from the raw sources past each source's watermark (issue 25).
 */
export class InsightsRollup {
  /** One pass; answers how many source rows it read. */
  async run(): Promise<number> {
    return notBuilt('insights rollup');
  }
  start(): void {}
  stop(): void {}
}
