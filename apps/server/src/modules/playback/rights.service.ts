import { CatalogueServerCode, decideAccess, type RightsContentType } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { PremiumStateOf } from '../claims/premium-state';
import { NO_CONTENT_ACCESS, type ContentAccessOf, type DecideAs } from '../rights/content-access';
import { decideForViewer, type ViewerLookups } from '../rights/viewer-decision';
import type { Playable, PlayableRepository } from '../rights/playable.repository';
import type { RightsGrant, RightsTokens } from '../rights/rights-tokens';
import type { StreamLinks } from '../streams/stream-links';
import { viewerCountry, type Viewer } from './viewer';

export interface RightsServiceOptions {
  /** The country of a viewer the geo header does not place (config DEFAULT_COUNTRY). */
  defaultCountry: string;
  /** Injected by tests that move time (wall expiry, schedule windows). */
  now?: () => number;
  /** Owned and previewed items (the purchases module); none by default. */
  contentAccessOf?: ContentAccessOf;
}

/**
 * What a viewer may do with an episode or clip, signed as a rights token (catalogue spec §3, §4).
 * The rules are the contract's `decideAccess`, the same function the web app shows walls with:
 * region (`available_in`, a geoblocked status), video status, a country premium wall
 * (`premium_walled_in`), the video wall (type 0 premium, type 1 registration, until
 * `wall_expires`) and the program schedule (active windows, minus-prefixed denials, the lowest
 * allowed type, plan-limited premium). The visitor type comes from the session and the premium
 * state, never from the request. A signed-in member refused for want of premium may still watch
 * an episode they own or hold a live preview token for (`contentAccessOf`): decided again as a
 * premium member without plan limits. Nothing is cached: each token reflects this moment.
 */
export class RightsService {
  private readonly now: () => number;
  private readonly lookups: ViewerLookups;

  constructor(
    private readonly playables: PlayableRepository,
    private readonly tokens: RightsTokens,
    private readonly streams: StreamLinks,
    premiumStateOf: PremiumStateOf,
    private readonly options: RightsServiceOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.lookups = { premiumStateOf, contentAccessOf: options.contentAccessOf ?? NO_CONTENT_ACCESS };
  }

  /** The signed token for GET /api/5/1/rights/{content_type}/{content_uuid}. */
  async token(type: RightsContentType, uuid: string, viewer: Viewer, previewToken?: string): Promise<string> {
    return this.tokens.sign(await this.grant(type, uuid, viewer, previewToken));
  }

  /**
   * The decision itself, before signing. Unknown content: 404 RESOURCE_NOT_FOUND. A preview token
   * from a visitor who is not signed in, or an invalid one where it is needed: 400 code 3051.
   */
  async grant(
    type: RightsContentType,
    uuid: string,
    viewer: Viewer,
    previewToken?: string,
  ): Promise<RightsGrant> {
    const playable = await this.playables.find(type, uuid);
    if (!playable) {
      throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, `No ${type} has the uuid ${uuid}`);
    }
    const { decision, visitor } = await decideForViewer(
      this.lookups,
      viewer,
      {
        contentType: playable.content_type,
        contentUuid: playable.content_uuid,
        rules: playableRules(
          playable,
          viewerCountry(viewer.geoCountry, this.options.defaultCountry),
          this.now(),
        ),
        allowedUnder: (limits) => limits.allowsVideo(playable.rating),
      },
      previewToken,
    );
    const media = await this.streams.mediaState(playable.video_uuid);
    // A viewer who may watch it is about to ask for its manifest: a video still being prepared
    // is made next, so it plays within seconds instead of in its turn (the demo's 98 videos take
    // minutes). Viewers behind a wall do not reorder the queue.
    if (decision.allowed && media.status === 'processing') await this.streams.prioritise(playable.video_uuid);
    return {
      content_type: playable.content_type,
      content_uuid: playable.content_uuid,
      rights: {
        // Rights for video never include reading; `can_read` is for comic books.
        can_read: false,
        can_watch: decision.allowed,
        hd_available: media.hd,
        include_hd: media.hd && visitor === 'premium',
      },
      ...(decision.allowed ? {} : { denial: decision.prompt }),
      subject: viewer.user?.userGuid ?? 'anonymous',
    };
  }
}

/**
 * An episode's or clip's rules for a viewer in `country` at `now`, for any visitor type and plan:
 * the rights call decides with them, and so does the preview service (is this item behind the
 * premium wall for this member?).
 */
export function playableRules(playable: Playable, country: string, now: number): DecideAs {
  return (visitor, plan) =>
    decideAccess({
      visitor,
      plan,
      video: wallOf(playable),
      schedule: playable.schedule,
      country,
      availableIn: playable.available_in,
      premiumWalledIn: playable.premium_walled_in,
      now,
    });
}

/** An episode's wall as `decideAccess` reads it; clips have none (their schedule decides). */
function wallOf(playable: Playable) {
  const wall = playable.wall;
  if (!wall) return undefined;
  return { ...wall, wall_expires: wall.wall_expires ? wall.wall_expires.toISOString() : null };
}
