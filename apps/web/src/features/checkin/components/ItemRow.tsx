import type { EventItem, FanEvent } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/form';
import { formatEventTime, itemActions } from '../checkin-model';
import { StatusBadge } from './StatusBadge';
import styles from '../checkin.module.css';

export interface ItemRowProps {
  item: EventItem;
  event: FanEvent;
  busy: boolean;
  /** An update of this item waits in the offline queue. */
  waiting: boolean;
  /** What the last tap on this item came to (done, conflict, queued, refused). */
  notice: { tone: 'ok' | 'warn' | 'error'; text: string } | null;
  onAct: (item: EventItem, status: 'checked_in' | 'collected') => void;
}

/** "Already checked in by desk_1 at 10:02": when and by whom, in the event's zone. */
export function useCheckedInText() {
  const { t, i18n } = useTranslation();
  return (item: EventItem, event: FanEvent): string | null => {
    if (!item.checked_in_at) return null;
    const time = formatEventTime(item.checked_in_at, event.time_zone, i18n.language);
    return item.checked_in_by
      ? t('checkin.card.alreadyIn', { by: item.checked_in_by, time })
      : t('checkin.card.alreadyInAt', { time });
  };
}

/** One of the attendee's items: what it is, its status, and the one tap that moves it on. */
export function ItemRow({ item, event, busy, waiting, notice, onAct }: ItemRowProps) {
  const { t } = useTranslation();
  const checkedIn = useCheckedInText()(item, event);
  const actions = itemActions(item);
  return (
    <li className={styles.item} aria-labelledby={`checkin-item-${item.id}`}>
      <div className={styles.itemHead}>
        <h3 id={`checkin-item-${item.id}`} className={styles.itemName}>
          {item.event_item.name}
        </h3>
        <StatusBadge status={item.status} />
      </div>
      {item.event_item.premium_only && <p className={styles.small}>{t('checkin.card.premiumOnly')}</p>}
      {checkedIn && (
        <p className={item.event_item.kind === 'entry' ? styles.already : styles.small}>{checkedIn}</p>
      )}
      {item.note && <p className={styles.small}>{t('checkin.card.itemNote', { note: item.note })}</p>}
      {waiting && <p className={styles.small}>{t('checkin.card.waiting')}</p>}
      {notice && (
        <p role={notice.tone === 'ok' ? 'status' : 'alert'} className={styles.notice} data-tone={notice.tone}>
          {notice.text}
        </p>
      )}
      {actions.map((action) => (
        <Button
          key={action.status}
          variant={action.primary ? 'primary' : 'secondary'}
          block
          className={action.primary ? styles.bigAction : undefined}
          busy={busy}
          busyLabel={t('checkin.card.saving')}
          unavailable={waiting}
          onClick={() => onAct(item, action.status)}
          aria-describedby={`checkin-item-${item.id}`}
        >
          {t(
            action.status === 'collected'
              ? 'checkin.card.collect'
              : action.primary
                ? 'checkin.card.checkIn'
                : 'checkin.card.checkInAgain',
          )}
        </Button>
      ))}
    </li>
  );
}
