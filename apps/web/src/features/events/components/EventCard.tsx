import type { MemberEvent } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { formatEventPlace } from '../events-format';
import { eventPath } from '../events-model';
import styles from '../events.module.css';
import { EventWhen } from './EventWhen';
import { SeatsLeft } from './SeatsLeft';

/** One event of a list: its name (the link), when and where, places left, and "Signed up". */
export function EventCard({ event }: { event: MemberEvent }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.cardTitle}>
        <Link to={eventPath(event.id)}>{event.name}</Link>
        {event.signed_up && <span className={styles.badge}>{t('events.signedUp')}</span>}
      </h3>
      <EventWhen event={event} />
      <ul className={styles.facts}>
        <li>{formatEventPlace(event, currentLocale(i18n))}</li>
        <li>
          <SeatsLeft event={event} />
        </li>
      </ul>
    </li>
  );
}
