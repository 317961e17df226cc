import type { AppConfig } from '../../config/config';
import type { DatabaseHandle } from '../../db/database';
import type { SessionService } from '../auth/session.service';
import type { PremiumStateOf } from '../claims/premium-state';
import type { ContentAccessOf } from '../rights/content-access';
import type { PlayableRepository } from '../rights/playable.repository';
import type { RightsTokens } from '../rights/rights-tokens';
import type { ParentalGuard } from '../parental/parental-guard';
import type { ConsumerRepository } from '../shell/consumer.repository';
import type { StreamLinks } from '../streams/stream-links';
import { ManifestService } from './manifest.service';
import { PlaybackPositionService } from './playback-position.service';
import { ResumePositionRepository } from './resume-position.repository';
import { RightsService } from './rights.service';
import { VideoEventsRepository } from './video-events.repository';
import { VideoLogService } from './video-log.service';

export interface PlaybackDeps {
  sessions: SessionService;
  rightsTokens: RightsTokens;
  playables: PlayableRepository;
  /** Media state and signed stream addresses (modules/streams). */
  streams: StreamLinks;
  /** The same premium state the claims use; tests pass one that says premium. */
  premiumStateOf: PremiumStateOf;
  consumers: ConsumerRepository;
  /** Owned and previewed episodes (purchases): a member who owns one watches it without premium. */
  contentAccessOf: ContentAccessOf;
  /** The caller's parental limits (issue 23): rights deny `parental` above them. */
  parental: Pick<ParentalGuard, 'limitsOf'>;
  /** Injected by tests that move time (walls, schedules). */
  now?: () => number;
}

/** What tests may replace through buildApp: a premium state that says premium, media, a clock. */
export type PlaybackOverrides = Partial<Pick<PlaybackDeps, 'premiumStateOf' | 'streams' | 'now'>>;

/** Rights, the video manifest, the playback log and resume positions (issue 5). */
export function createPlaybackServices(
  database: Pick<DatabaseHandle, 'db' | 'copyIn'>,
  config: AppConfig,
  deps: PlaybackDeps,
) {
  const events = new VideoEventsRepository(database.db, database.copyIn);
  return {
    sessions: deps.sessions,
    parental: deps.parental,
    geoHeader: config.GEO_COUNTRY_HEADER,
    rights: new RightsService(deps.playables, deps.rightsTokens, deps.streams, deps.premiumStateOf, {
      defaultCountry: config.DEFAULT_COUNTRY,
      now: deps.now,
      contentAccessOf: deps.contentAccessOf,
    }),
    manifests: new ManifestService(deps.rightsTokens, deps.playables, deps.consumers, deps.streams),
    log: new VideoLogService(events),
    positions: new PlaybackPositionService(events, new ResumePositionRepository(database.db)),
    // The log has its own bucket per address, as large as the global one: a player's batches
    // (one per pause, seek, LOG_FLUSH_SECONDS and page hide) never eat into the budget of the
    // pages it plays on, and a flood of batches is still stopped.
    logRateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS },
  };
}

export type PlaybackServices = ReturnType<typeof createPlaybackServices>;
