import type { VideoLogBatch, VideoLogReply } from '@fanverse/contract';
import type { VideoEventsRepository } from './video-events.repository';

/**
 * POST /api/5/log/: a validated batch of playback events, stored in one statement before the
 * reply, so an acknowledged event is never lost (no queue in memory to lose on a crash or a
 * deploy). The member is recorded when the request carries a session; the page domain of the
 * batch goes on each of its events.
 */
export class VideoLogService {
  constructor(private readonly events: VideoEventsRepository) {}

  async store(batch: VideoLogBatch, userId: string | null): Promise<VideoLogReply> {
    const accepted = await this.events.insertBatch(batch.events, userId, batch.page_domain);
    return { accepted };
  }
}
