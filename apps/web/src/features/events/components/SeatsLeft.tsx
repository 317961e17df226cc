import type { FanEvent } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../events.module.css';

/** "12 of 200 places left", or "Full" once none are. */
export function SeatsLeft({ event }: { event: FanEvent }) {
  const { t } = useTranslation();
  if (event.seats_left <= 0) return <span className={styles.full}>{t('events.seats.full')}</span>;
  return <span>{t('events.seats.left', { count: event.seats_left, capacity: event.capacity })}</span>;
}
