import type { FanEvent } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { currentLocale } from '../../../lib/i18n';
import { eventZoneLabel, formatEventWhen } from '../events-format';
import styles from '../events.module.css';

/** The event's dates and times in its own zone, and which zone that is. */
export function EventWhen({ event }: { event: FanEvent }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const zone = eventZoneLabel(event, lang);
  return (
    <span className={styles.when}>
      <time dateTime={event.start_date}>{formatEventWhen(event, lang)}</time>
      <span className={styles.zone}>{t('events.when.zone', zone)}</span>
    </span>
  );
}
