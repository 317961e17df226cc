import { toApiError } from '@fanverse/client';
import type { MemberEvent } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { currentLocale } from '../../lib/i18n';
import { useMemberEvent } from './api/events-queries';
import { EventItems } from './components/EventItems';
import { EventWhen } from './components/EventWhen';
import { SeatsLeft } from './components/SeatsLeft';
import { SignUpPanel } from './components/SignUpPanel';
import { countryName } from './events-format';
import { EVENTS_PATH } from './events-model';
import styles from './events.module.css';

/** The client's code for an event that does not exist (the server's 404). */
const EVENT_NOT_FOUND = 7751;

/** The address as a block of lines: street, the rest, postal code and city, country. */
function Address({ event }: { event: MemberEvent }) {
  const { i18n } = useTranslation();
  const { line_1, line_2, postal_code, city, country_code } = event.address;
  const lines = [
    line_1,
    line_2,
    [postal_code, city].filter(Boolean).join(' '),
    country_code && countryName(country_code, currentLocale(i18n)),
  ].filter(Boolean);
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}

function EventDetails({ event }: { event: MemberEvent }) {
  const { t } = useTranslation();
  const aboutId = useId();
  return (
    <>
      <title>{t('events.event.pageTitle', { event: event.name })}</title>
      <header className={styles.head}>
        <p className={styles.eyebrow}>
          <Link to={EVENTS_PATH}>{t('events.event.back')}</Link>
        </p>
        <h1 className={styles.title}>
          {event.name}
          {event.signed_up && <span className={styles.badge}>{t('events.signedUp')}</span>}
        </h1>
        <EventWhen event={event} />
      </header>
      <div className={styles.layout}>
        <section className={styles.section} aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.sectionTitle}>
            {t('events.event.about')}
          </h2>
          {event.description && <p className={styles.description}>{event.description}</p>}
          <dl className={styles.details}>
            <dt>{t('events.event.where')}</dt>
            <dd>
              <Address event={event} />
            </dd>
            <dt>{t('events.event.places')}</dt>
            <dd>
              <SeatsLeft event={event} />
            </dd>
            {event.note && (
              <>
                <dt>{t('events.event.note')}</dt>
                <dd>{event.note}</dd>
              </>
            )}
          </dl>
        </section>
        <SignUpPanel event={event} />
      </div>
      {event.signed_up && <EventItems event={event} />}
    </>
  );
}

/** /events/:eventUuid: one event, signing up or cancelling, and what the member holds there. */
export function EventPage() {
  const { t } = useTranslation();
  const { eventUuid = '' } = useParams();
  const event = useMemberEvent(eventUuid);
  const missing =
    event.isError && toApiError(event.error).errors.some((item) => item.code === EVENT_NOT_FOUND);

  return (
    <div className={styles.page}>
      {event.isPending && (
        <p role="status" className={styles.state}>
          {t('events.event.loading')}
        </p>
      )}
      {missing && (
        <div className={styles.head}>
          <title>{t('events.event.missingTitle')}</title>
          <h1 className={styles.title}>{t('events.event.missingTitle')}</h1>
          <p className={styles.lead}>{t('events.event.missing')}</p>
          <p>
            <Link to={EVENTS_PATH}>{t('events.event.back')}</Link>
          </p>
        </div>
      )}
      {event.isError && !missing && (
        <LoadError error={event.error} onRetry={() => void event.refetch()} whole />
      )}
      {event.isSuccess && <EventDetails event={event.data} />}
    </div>
  );
}

export default EventPage;
