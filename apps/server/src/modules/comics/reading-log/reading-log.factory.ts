import type { AppConfig } from '../../../config/config';
import type { DatabaseHandle } from '../../../db/database';
import type { SessionService } from '../../auth/session.service';
import type { ParentalGuard } from '../../parental/parental-guard';
import { ComicEventsRepository } from './comic-events.repository';
import { ComicHistoryRepository } from './comic-history.repository';
import { ComicHistoryService } from './comic-history.service';
import { ComicLogService } from './comic-log.service';

export interface ReadingLogDeps {
  sessions: SessionService;
  /** The caller's parental limits: the history leaves out the books above them (issue 23). */
  parental: Pick<ParentalGuard, 'limitsOf'>;
  /** The server clock the X-Client-Time correction reads; tests pass their own. */
  now?: () => number;
}

/** The comic reading log and comic history (issue 17): their services and what their routes read. */
export function createReadingLogServices(
  database: Pick<DatabaseHandle, 'db' | 'copyIn'>,
  config: Pick<AppConfig, 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_MS'>,
  deps: ReadingLogDeps,
) {
  return {
    sessions: deps.sessions,
    parental: deps.parental,
    log: new ComicLogService(new ComicEventsRepository(database.copyIn), deps.now),
    history: new ComicHistoryService(new ComicHistoryRepository(database.db)),
    // A bucket of its own per address, as large as the global one, like the video log's: a
    // reader's batches never eat into the budget of the pages it reads on.
    logRateLimit: { max: config.RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS },
  };
}

export type ReadingLogServices = ReturnType<typeof createReadingLogServices>;
