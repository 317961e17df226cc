import type { ComicLogBatch, ComicLogReply } from '@fanverse/contract';
import type { ComicEventsRepository } from './comic-events.repository';
import { correctedTime } from './client-clock';

/**
 * POST /api/5/log/comic/: a validated batch of reading events, stored before the reply. With the
 * client's clock at sending (X-Client-Time), every view date is moved by the difference to the
 * server's clock, so a reader whose clock is wrong still logs in the right order against the
 * member's other devices; the date as sent is kept beside it.
 */
export class ComicLogService {
  constructor(
    private readonly events: ComicEventsRepository,
    // Read at each call (not Date.now captured once), so a clock set by a test applies.
    private readonly now: () => number = () => Date.now(),
  ) {}

  async store(batch: ComicLogBatch, userId: string | null, clientTime?: number): Promise<ComicLogReply> {
    const serverNow = this.now();
    const viewDates = batch.events.map((e) =>
      clientTime === undefined ? e.view_date : correctedTime(e.view_date, serverNow - clientTime, serverNow),
    );
    const accepted = await this.events.insertBatch(batch, userId, viewDates);
    return { accepted };
  }
}
