import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { useAttendeeSearch } from '../api/checkin-queries';
import { attendeeRows, type AttendeeRow } from '../checkin-model';
import { useDeskSearch } from '../use-desk-search';
import { DeskSearchField } from './DeskSearchField';
import { StatusBadge } from './StatusBadge';
import styles from '../checkin.module.css';

/**
 * Attendees of the event by name, asked as the desk types (after a short pause), each with
 * their entry's status; choosing one opens their card. The field sits at the bottom, under the
 * thumb; the list grows above it.
 */
export function AttendeeSearch({
  eventUuid,
  onSelect,
}: {
  eventUuid: string;
  onSelect: (row: AttendeeRow) => void;
}) {
  const { t } = useTranslation();
  const { typed, setTyped, q } = useDeskSearch();
  const search = useAttendeeSearch(eventUuid, q);
  const rows = attendeeRows(search.data?.values ?? []);

  return (
    <div className={styles.section}>
      {search.isPending && (
        <p role="status" className={styles.state}>
          {t('checkin.search.loading')}
        </p>
      )}
      {search.isError && <LoadError error={search.error} onRetry={() => void search.refetch()} />}
      {search.isSuccess && rows.length === 0 && (
        <p className={styles.state}>{q ? t('checkin.search.noMatch', { q }) : t('checkin.search.empty')}</p>
      )}
      {rows.length > 0 && (
        <ul className={styles.choices} aria-label={t('checkin.search.listLabel')}>
          {rows.map((row) => (
            <li key={row.guid}>
              <button type="button" className={styles.choice} onClick={() => onSelect(row)}>
                <span className={styles.choiceName}>{row.username}</span>
                {row.entry && <StatusBadge status={row.entry.status} />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DeskSearchField label={t('checkin.search.label')} value={typed} onChange={setTyped} />
    </div>
  );
}
