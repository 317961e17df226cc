import type { MemberEvent, Page } from '@fanverse/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError, Pager } from '../../../components/catalogue';
import styles from '../events.module.css';
import { EventCard } from './EventCard';

export interface EventListProps {
  query: UseQueryResult<Page<MemberEvent>, unknown>;
  /** The section's heading; it also names the list and its pager. */
  title: string;
  loading: string;
  empty: string;
  page: number;
  /** The address parameter holding this list's page. */
  param: string;
}

/** A section of the events page: its heading over a paged list of events. */
export function EventList(props: EventListProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {props.title}
      </h2>
      <EventListBody {...props} />
    </section>
  );
}

/** The list itself, or its loading, empty or failed state. */
function EventListBody({ query, title, loading, empty, page, param }: EventListProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className={styles.state}>
        {loading}
      </p>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { values, num_pages } = query.data;
  if (values.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <>
      <ul className={styles.cards} aria-label={title}>
        {values.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
      <Pager page={page} numPages={num_pages} label={t('catalogue.pager.label', { title })} param={param} />
    </>
  );
}
