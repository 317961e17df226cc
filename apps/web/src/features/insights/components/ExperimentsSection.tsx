import type { InsightsExperiments } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { ChartSkeleton, EmptyChart, Updating } from './ChartPanel';
import { ExperimentPanel } from './ExperimentPanel';
import styles from '../insights.module.css';

/** Every experiment's conversion per variant, one panel each, under one heading. */
export function ExperimentsSection({ query }: { query: UseQueryResult<InsightsExperiments, unknown> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('insights.experiments.title');
  const updating = query.isPlaceholderData || (query.isFetching && !query.isPending);
  let body;
  if (query.isPending) body = <ChartSkeleton title={title} />;
  else if (query.isError && !query.isPlaceholderData)
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.data.experiments.length === 0) body = <EmptyChart text={t('insights.experiments.none')} />;
  else
    body = (
      <div className={styles.grid}>
        {query.data.experiments.map((experiment) => (
          <ExperimentPanel key={experiment.name} experiment={experiment} />
        ))}
      </div>
    );
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={updating || undefined}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.cardLead}>{t('insights.experiments.lead')}</p>
      </div>
      {updating && query.data && <Updating />}
      {body}
    </section>
  );
}
