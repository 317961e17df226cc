import { CatalogueServerCode, type PlaybackPosition } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import type { VideoEventsRepository } from './video-events.repository';

/**
 * Where a member last stopped in a video, for resuming: the end timecode of their latest logged
 * event for it. Only the member's own events are read (the user id comes from the session).
 */
export class PlaybackPositionService {
  constructor(private readonly events: VideoEventsRepository) {}

  async position(userId: string, contentId: string): Promise<PlaybackPosition> {
    const latest = await this.events.latestPosition(userId, contentId);
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
