import type { EventItem, MemberEvent } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { currentLocale } from '../../../lib/i18n';
import { PATHS } from '../../../lib/paths';
import { useVisitorType } from '../../../lib/session';
import { formatEventMoment } from '../events-format';
import styles from '../events.module.css';

/** One item the member holds: what it is, its status, and when it was checked in. */
function ItemRow({ item, zone }: { item: EventItem; zone: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <li className={styles.item} aria-labelledby={titleId} data-status={item.status}>
      <div className={styles.itemText}>
        <h3 id={titleId} className={styles.itemTitle}>
          {item.event_item.name}
          {item.event_item.premium_only && <span className={styles.badge}>{t('events.items.premium')}</span>}
        </h3>
        <p className={styles.muted}>
          {t(`events.items.kind.${item.event_item.kind}`)}
          {item.event_item.description && ` · ${item.event_item.description}`}
        </p>
        {item.checked_in_at && (
          <p className={styles.muted}>
            {t('events.items.checkedInAt', {
              time: formatEventMoment(item.checked_in_at, zone, currentLocale(i18n)),
            })}
          </p>
        )}
        {item.note && <p className={styles.muted}>{item.note}</p>}
      </div>
      <span className={styles.status} data-status={item.status}>
        {t(`events.items.status.${item.status}`)}
      </span>
    </li>
  );
}

/**
 * What the member holds at the event: their entry, perks and signing slots, each with its status.
 * A member who is not premium is told that premium members get more, since their own list cannot
 * show what they are missing.
 */
export function EventItems({ event }: { event: MemberEvent }) {
  const { t } = useTranslation();
  const visitor = useVisitorType();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('events.items.title')}
      </h2>
      {event.items.length === 0 ? (
        <p className={styles.state}>{t('events.items.empty')}</p>
      ) : (
        <ul className={styles.items}>
          {event.items.map((item) => (
            <ItemRow key={item.id} item={item} zone={event.time_zone} />
          ))}
        </ul>
      )}
      {visitor !== 'premium' && (
        <p className={styles.note}>
          {t('events.items.premiumNote')} <Link to={PATHS.premium}>{t('events.items.premiumLink')}</Link>
        </p>
      )}
    </section>
  );
}
