import { MATURE_COMIC_ORDER, MATURE_VIDEO_LEVEL, ageOn } from '@fanverse/contract';
import { ContentLimits } from './content-limits';
import type { ViewerControlsRepository } from './viewer-controls.repository';

/** The consumer whose age gate applies to members (the web app's). */
export const AGE_GATE_CONSUMER = 'www';
/** The consumers table's default, used while the consumer row is missing. */
const DEFAULT_AGE_GATE_AGE = 13;
/** How long one process keeps the age it read (an operator's change shows within this time). */
const AGE_CACHE_MS = 60_000;

/** Everything below mature: TV-14 / PG-13 video at most, comics below Mature. */
export const BELOW_MATURE = new ContentLimits(MATURE_VIDEO_LEVEL - 1, MATURE_COMIC_ORDER - 1);

/**
 * The age gate's limit for members (issue 23 decisions): a member whose stored date of birth makes
 * them younger than the age gate's age sees nothing mature, pin or no pin. Members without a
 * stored date of birth are not limited here (the web asks the age gate before mature content).
 */
export class AgeLimit {
  private cached: { age: Promise<number>; readAt: number } | undefined;

  constructor(
    private readonly controls: ViewerControlsRepository,
    private readonly now: () => Date,
  ) {}

  /** BELOW_MATURE for an under-age birth date, NONE otherwise. */
  async limitFor(dob: string | null | undefined): Promise<ContentLimits> {
    if (!dob) return ContentLimits.NONE;
    const today = this.now();
    const age = ageOn(dob, today);
    if (age === undefined) return ContentLimits.NONE;
    return age < (await this.gateAge(today)) ? BELOW_MATURE : ContentLimits.NONE;
  }

  private gateAge(now: Date): Promise<number> {
    if (!this.cached || now.getTime() - this.cached.readAt >= AGE_CACHE_MS) {
      const age = this.controls.consumerAgeGate(AGE_GATE_CONSUMER).then((a) => a ?? DEFAULT_AGE_GATE_AGE);
      // A failed read is not remembered: the next request reads again.
      age.catch(() => (this.cached = undefined));
      this.cached = { age, readAt: now.getTime() };
    }
    return this.cached.age;
  }
}
