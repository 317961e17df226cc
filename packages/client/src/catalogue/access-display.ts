import {
  decideAccess,
  type AccessDecision,
  type Clip,
  type Episode,
  type Series,
  type VisitorType,
} from '@fanverse/contract';

/** Where and when the visitor is, and their premium plan (for plan-limited schedules). */
export interface AccessContext {
  /** ISO alpha-2 country of the visitor (the consumer config's country_code). */
  country?: string;
  plan?: string | null;
  /** Epoch milliseconds; defaults to now. */
  now?: number;
}

/**
 * The prompt to show on an episode (spec §4): region (series `available_in`, video status),
 * then the video wall. In a country listed in the series' `premium_walled_in`, every episode
 * is premium-walled whatever its own wall says. The server decides playback (with the same
 * rules); this is display.
 */
export function episodeAccess(
  episode: Pick<Episode, 'video'>,
  series: Pick<Series, 'available_in' | 'premium_walled_in'> | null | undefined,
  visitor: VisitorType,
  context: AccessContext = {},
): AccessDecision {
  return decideAccess({
    visitor,
    plan: context.plan,
    video: episode.video,
    country: context.country,
    availableIn: series?.available_in,
    premiumWalledIn: series?.premium_walled_in,
    now: context.now,
  });
}

/** The prompt to show on a clip (spec §4): its program schedule, in the visitor's country. */
export function clipAccess(
  clip: Pick<Clip, 'program_schedule'>,
  visitor: VisitorType,
  context: AccessContext = {},
): AccessDecision {
  return decideAccess({
    visitor,
    plan: context.plan,
    schedule: clip.program_schedule,
    country: context.country,
    now: context.now,
  });
}
