import type { VideoLogEvent } from '@fanverse/contract';
import {
  insertActivityCatalogue,
  readBook,
  watchEpisode,
  type Show,
} from '../../apps/server/test/activity/activity-fixtures';
import type { InsertedComics } from '../../apps/server/test/comics/comic-fixtures';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import type { Member } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/** The activity contract tests' server: the shared catalogue, and members' events through the logs. */
export interface ActivityContractServer extends ContractServer {
  /** Two seasons of two 100 s episodes: numbers 1, 2 | 3, 4. */
  show: Show;
  /** Two books, of 6 and 4 pages. */
  comics: InsertedComics;
  /** The member watches the show's episode `index` (zero-based) up to `end` seconds. */
  watch(m: Member, index: number, end: number, overrides?: Partial<VideoLogEvent>): Promise<void>;
  /** The member reads page `page` (zero-based) of book `index` (zero-based). */
  read(m: Member, index: number, page: number): Promise<void>;
}

/** One per test file; the rate limit is out of the way of the many calls a file makes. */
export async function startActivityServer(): Promise<ActivityContractServer> {
  const s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  const { show, comics } = await insertActivityCatalogue(s.database.db);
  const auth = (m: Member) => ({ authorization: `Token ${m.token}` });
  return Object.assign(s, {
    show,
    comics,
    watch: (m: Member, index: number, end: number, overrides: Partial<VideoLogEvent> = {}) =>
      watchEpisode(s.app, auth(m), show.episodes[index]!.uuid, end, overrides),
    // A book's time is its view date (ms), an episode's its arrival (µs): a millisecond on, so a
    // book read right after an episode is never the older of the two.
    read: (m: Member, index: number, page: number) =>
      readBook(s.app, auth(m), comics.books[index]!.uuid, page, { view_date: Date.now() + 1 }),
  });
}
