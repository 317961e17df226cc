import type { InsightsOverview } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { useInsightsFormat } from '../insights-format';
import styles from '../insights.module.css';

type Totals = InsightsOverview['totals'];

/**
 * The range's totals as big numbers above the charts. While loading, the same tiles with a
 * placeholder, so the charts below do not move when the numbers arrive.
 */
export function TotalsPanel({ query }: { query: UseQueryResult<InsightsOverview, unknown> }) {
  const { t } = useTranslation();
  const format = useInsightsFormat();
  // The order a reader scans them in: people, then watching, reading, the rest.
  const tiles: readonly { key: keyof Totals; label: string }[] = [
    { key: 'active_members', label: t('insights.metric.activeMembers') },
    { key: 'sign_ups', label: t('insights.metric.signUps') },
    { key: 'visitors', label: t('insights.metric.visitors') },
    { key: 'plays', label: t('insights.metric.plays') },
    { key: 'minutes_watched', label: t('insights.metric.minutesWatched') },
    { key: 'comics_opened', label: t('insights.metric.comicsOpened') },
    { key: 'pages_read', label: t('insights.metric.pagesRead') },
    { key: 'quiz_completions', label: t('insights.metric.quizCompletions') },
    { key: 'premium_starts', label: t('insights.metric.premiumStarts') },
  ];
  if (query.isError && !query.isPlaceholderData)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const totals = query.data?.totals;
  return (
    <section aria-label={t('insights.totals')} aria-busy={query.isFetching || undefined}>
      {!totals && (
        <p role="status" className="visually-hidden">
          {t('insights.loading', { title: t('insights.totals') })}
        </p>
      )}
      <dl className={styles.totals}>
        {tiles.map(({ key, label }) => (
          <div key={key} className={styles.total}>
            <dt className={styles.totalLabel}>{label}</dt>
            <dd className={styles.totalValue}>
              {totals ? (
                key === 'minutes_watched' ? (
                  format.minutes(totals[key])
                ) : (
                  format.count(totals[key])
                )
              ) : (
                <span className={styles.totalPending} aria-hidden="true" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
