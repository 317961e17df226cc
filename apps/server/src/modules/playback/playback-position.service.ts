import { CatalogueServerCode, type PlaybackPosition } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { ResumePositionRepository } from './resume-position.repository';
import type { VideoEventsRepository } from './video-events.repository';

/**
 * Where a member last stopped in a video, for resuming: the end timecode of their latest logged
 * event for it. An episode's comes from the activity model (the history and the feed show the
 * same point, and its video's uuid finds it too); a clip's, or a video the model does not hold,
 * from the log itself. Only the member's own rows are read (the user id comes from the session).
 */
export class PlaybackPositionService {
  constructor(
    private readonly events: VideoEventsRepository,
    private readonly resume: ResumePositionRepository,
  ) {}

  async position(userId: string, contentId: string): Promise<PlaybackPosition> {
    const latest =
      (await this.resume.episodePosition(userId, contentId)) ??
      (await this.events.latestPosition(userId, contentId));
    if (!latest) {
      throw AppError.notFound(CatalogueServerCode.RESOURCE_NOT_FOUND, 'No playback position for this video');
    }
    return {
      content_id: contentId.toLowerCase(),
      position_seconds: latest.end_timecode,
      updated_at: latest.received_at.toISOString(),
    };
  }
}
