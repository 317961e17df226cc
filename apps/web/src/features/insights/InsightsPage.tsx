import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { useSession, useSessionManager } from '../../lib/session';
import { useInsightsBookStops } from './api/use-insights-book-stops';
import { useInsightsBooks } from './api/use-insights-books';
import { useInsightsEpisodes } from './api/use-insights-episodes';
import { useInsightsExperiments } from './api/use-insights-experiments';
import { useInsightsFunnel } from './api/use-insights-funnel';
import { useInsightsOverview } from './api/use-insights-overview';
import { useInsightsQuiz } from './api/use-insights-quiz';
import { ActivityCard } from './components/ActivityCard';
import { BookStopsCard } from './components/BookStopsCard';
import { BooksCard } from './components/BooksCard';
import { EpisodesCard } from './components/EpisodesCard';
import { ExperimentsSection } from './components/ExperimentsSection';
import { FunnelCard } from './components/FunnelCard';
import { NotStaff } from './components/NotStaff';
import { QuizCard } from './components/QuizCard';
import { RangePicker } from './components/RangePicker';
import { TotalsPanel } from './components/Totals';
import { WatchingCard } from './components/WatchingCard';
import { useInsightsFormat } from './insights-format';
import { InsightsCodes, hasCode } from './insights-model';
import {
  INVALID_RANGE_ERROR,
  RANGE_PARAMS,
  rangeQuery,
  readRange,
  utcToday,
  withRange,
  type RangeChoice,
} from './insights-range';
import styles from './insights.module.css';

/**
 * /insights: the staff dashboard. Every number comes from the server's daily aggregates for
 * the range in the address (`?days=` or `?from=&to=`, and `?book=` for where readers stop), so
 * a link shows a colleague the same view. Whether this account may see it is the server's
 * answer (7763 to anyone who is not staff), never the claims alone; recharts is imported only
 * here, in this lazily loaded page, so no other page pays for it.
 */
export function InsightsPage() {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  const [search, setSearch] = useSearchParams();
  const range = readRange(search, utcToday());
  const query = rangeQuery(range);

  const overview = useInsightsOverview(query);
  const episodes = useInsightsEpisodes(query);
  const books = useInsightsBooks(query);
  const bookId = search.get(RANGE_PARAMS.book) ?? books.data?.items[0]?.book_id ?? null;
  const stops = useInsightsBookStops(bookId, query);
  const quiz = useInsightsQuiz(query);
  const funnel = useInsightsFunnel(query);
  const experiments = useInsightsExperiments(query);
  const reads = [overview, episodes, books, stops, quiz, funnel, experiments];

  useStaffClaimsCatchUp(overview.isSuccess);

  const go = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });
  const chooseRange = (choice: RangeChoice) => go(withRange(search, choice));
  const chooseBook = (id: string) => {
    const next = new URLSearchParams(search);
    next.set(RANGE_PARAMS.book, id);
    go(next);
  };

  if (reads.some((read) => hasCode(read.error, InsightsCodes.STAFF_ONLY))) return <NotStaff />;
  const invalidRange = reads.some((read) => hasCode(read.error, InsightsCodes.INVALID_RANGE));
  const rolledUpAt = overview.data?.rolled_up_at;

  return (
    <div className={styles.page}>
      <title>{t('insights.pageTitle')}</title>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('insights.eyebrow')}</p>
        <h1 className={styles.title}>{t('insights.title')}</h1>
        <p className={styles.lead}>{t('insights.lead')}</p>
        {overview.data && (
          <p className={styles.asOf}>
            {rolledUpAt ? t('insights.asOf', { when: format.moment(rolledUpAt) }) : t('insights.notRolledUp')}
          </p>
        )}
      </header>
      <RangePicker
        key={`${range.from}:${range.to}`}
        range={range}
        onChange={chooseRange}
        error={invalidRange ? INVALID_RANGE_ERROR : undefined}
      />
      {!invalidRange && (
        <>
          <TotalsPanel query={overview} />
          <div className={styles.grid}>
            <ActivityCard query={overview} />
            <WatchingCard query={overview} />
            <EpisodesCard query={episodes} />
            <FunnelCard query={funnel} />
            <BooksCard query={books} />
            <BookStopsCard
              query={stops}
              books={books.data?.items ?? []}
              booksLoading={books.isPending}
              bookId={bookId}
              onChooseBook={chooseBook}
            />
            <QuizCard query={quiz} />
          </div>
          <ExperimentsSection query={experiments} />
        </>
      )}
    </div>
  );
}

/**
 * An account listed as staff becomes staff on its first insights call (docs/configuration.md,
 * STAFF_EMAILS), after its claims were read: once the server has let it in, the claims are
 * read again, so the header's Insights link appears without signing in again.
 */
function useStaffClaimsCatchUp(allowed: boolean): void {
  const session = useSessionManager();
  const isStaff = useSession((state) => state.claims?.profile.isStaff ?? false);
  const asked = useRef(false);
  useEffect(() => {
    if (!allowed || isStaff || asked.current) return;
    asked.current = true;
    // Only the header's link depends on it: a failure here changes nothing on this page.
    session.refreshClaims().catch(() => undefined);
  }, [allowed, isStaff, session]);
}

export default InsightsPage;
