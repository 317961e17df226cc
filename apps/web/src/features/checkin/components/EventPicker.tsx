import type { FanEvent } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { useDeskEvents } from '../api/checkin-queries';
import { formatEventTime, isPast, sortEvents } from '../checkin-model';
import { useDeskSearch } from '../use-desk-search';
import { DeskSearchField } from './DeskSearchField';
import styles from '../checkin.module.css';

/** Step one at the door: which event this desk works (upcoming first, searchable by name). */
export function EventPicker({ onPick }: { onPick: (event: FanEvent) => void }) {
  const { t, i18n } = useTranslation();
  const { typed, setTyped, q } = useDeskSearch();
  const events = useDeskEvents(q);
  const list = sortEvents(events.data?.values ?? []);

  return (
    <section className={styles.section} aria-labelledby="checkin-pick-title">
      <h1 id="checkin-pick-title" className={styles.title}>
        {t('checkin.pick.title')}
      </h1>
      {events.isPending && (
        <p role="status" className={styles.state}>
          {t('checkin.pick.loading')}
        </p>
      )}
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} />}
      {events.isSuccess && list.length === 0 && (
        <p className={styles.state}>{q ? t('checkin.pick.noMatch') : t('checkin.pick.empty')}</p>
      )}
      {list.length > 0 && (
        <ul className={styles.choices} aria-label={t('checkin.pick.listLabel')}>
          {list.map((event) => (
            <li key={event.id}>
              <button type="button" className={styles.choice} onClick={() => onPick(event)}>
                <span className={styles.choiceName}>{event.name}</span>
                <span className={styles.choiceMeta}>
                  {formatEventTime(event.start_date, event.time_zone, i18n.language)}
                  {event.address.city ? ` · ${event.address.city}` : ''}
                  {isPast(event) ? ` · ${t('checkin.pick.past')}` : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <DeskSearchField label={t('checkin.pick.search')} value={typed} onChange={setTyped} />
    </section>
  );
}
