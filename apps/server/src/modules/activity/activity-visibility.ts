import {
  decideAccess,
  decideBookAccess,
  VIDEO_STATUSES,
  type AccessDecision,
  type NextObjectType,
  type ProgramScheduleEntry,
  type VideoStatus,
  type VisitorType,
} from '@fanverse/contract';
import { NOT_PREMIUM, type PremiumState, type PremiumStateOf } from '../claims/premium-state';

/** Who reads their activity: the member (null for a visitor of the next-object call) and their country. */
export interface ActivityViewer {
  userId: string | null;
  /** Upper-case ISO country (playback's viewerCountry). */
  country: string;
}

/**
 * The catalogue columns the access rule reads, as the history and the feed select them: an
 * episode's video columns, a book's schedule and plans (each null or absent for the other kind).
 */
export interface AccessColumns {
  video_status?: string | null;
  wall_type: 0 | 1 | null;
  wall_expires: Date | null;
  wall_restriction?: string | null;
  requires_premium_code?: boolean | null;
  program_schedule?: ProgramScheduleEntry[] | null;
  available_in: string[];
  premium_walled_in: string[];
  exclusive_to_plans?: string[] | null;
  available_plans?: string[] | null;
}

/** A status the contract does not know (an importer's typo) is not playable, as on the episode page. */
function videoStatus(value: string | null | undefined): VideoStatus {
  return (VIDEO_STATUSES as readonly string[]).includes(value ?? '') ? (value as VideoStatus) : 'unavailable';
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/**
 * Whether a viewer may still consume an episode or a book of their activity: the rule the rights
 * services sign with (contract `decideAccess` for an episode: region, video status, country
 * premium wall, video wall; `decideBookAccess` for a book: the same plus its schedule and plans).
 * Episodes have no program schedule. The feed leaves out what this refuses; the video history
 * keeps it, with `is_visible: false`.
 *
 * The premium state is asked for at most once per viewer, and only when an item is refused as a
 * registered member with the premium prompt: both rules let a premium member through wherever
 * they let a registered one through (premium outranks registered, and the plan conditions only
 * ever apply to premium visitors), so for everything else it cannot change the answer, and the
 * common case (nothing walled) costs no premium look-up.
 */
export class ActivityVisibility {
  private premium: Promise<PremiumState> | undefined;

  constructor(
    private readonly viewer: ActivityViewer,
    private readonly premiumStateOf: PremiumStateOf,
    private readonly now: number,
  ) {}

  async allows(itemType: NextObjectType, row: AccessColumns): Promise<boolean> {
    const base: VisitorType = this.viewer.userId ? 'registered' : 'anonymous';
    const first = this.decide(itemType, row, base, null);
    if (first.allowed || base === 'anonymous' || first.prompt !== 'premium') return first.allowed;
    const premium = await this.premiumState();
    return premium.isPremium && this.decide(itemType, row, 'premium', premium.plan).allowed;
  }

  private premiumState(): Promise<PremiumState> {
    this.premium ??= this.viewer.userId
      ? this.premiumStateOf(this.viewer.userId)
      : Promise.resolve(NOT_PREMIUM);
    return this.premium;
  }

  private decide(
    itemType: NextObjectType,
    row: AccessColumns,
    visitor: VisitorType,
    plan: string | null,
  ): AccessDecision {
    const input = {
      visitor,
      plan,
      country: this.viewer.country,
      availableIn: row.available_in,
      premiumWalledIn: row.premium_walled_in,
      now: this.now,
    };
    if (itemType === 'book') {
      return decideBookAccess(
        {
          wall_type: row.wall_type,
          wall_expires: iso(row.wall_expires),
          program_schedule: row.program_schedule ?? [],
          exclusive_to_plans: row.exclusive_to_plans ?? [],
          available_plans: row.available_plans ?? [],
        },
        input,
      );
    }
    return decideAccess({
      ...input,
      video: {
        requires_premium_code: row.requires_premium_code ?? false,
        status: videoStatus(row.video_status),
        wall_restriction: row.wall_restriction ?? null,
        wall_expires: iso(row.wall_expires),
        wall_type: row.wall_type,
      },
    });
  }
}
