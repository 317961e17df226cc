import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { readPageParam } from '../../components/catalogue';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { useMyEvents, useUpcomingEvents } from './api/events-queries';
import { EventList } from './components/EventList';
import { MEMBER_CARD_PATH } from './events-model';
import styles from './events.module.css';

/** The address parameter of the "My events" list's page (`page` is the upcoming list's). */
const MINE_PARAM = 'mine';

/**
 * /events: upcoming fan events anyone may read, each with when (in its own time zone), where,
 * places left and whether the member is signed up; a member also sees the events they signed
 * up for, and a way to their member card. Both lists page through the address (`?page=&mine=`).
 */
export function EventsPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  const [search] = useSearchParams();
  const page = readPageParam(search);
  const minePage = readPageParam(search, MINE_PARAM);
  const upcoming = useUpcomingEvents(page);
  const mine = useMyEvents(minePage, signedIn);

  return (
    <div className={styles.page}>
      <title>{t('events.list.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('events.list.title')}</h1>
        <p className={styles.lead}>{t('events.list.lead')}</p>
        {signedIn ? (
          <p>
            <Link to={MEMBER_CARD_PATH}>{t('events.list.card')}</Link>
          </p>
        ) : (
          <p className={styles.muted}>
            <Link to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}>
              {t('events.list.signIn')}
            </Link>{' '}
            {t('events.list.signInWhy')}
          </p>
        )}
      </header>
      {signedIn && (
        <EventList
          title={t('events.mine.title')}
          query={mine}
          loading={t('events.mine.loading')}
          empty={t('events.mine.empty')}
          page={minePage}
          param={MINE_PARAM}
        />
      )}
      <EventList
        title={t('events.list.upcoming')}
        query={upcoming}
        loading={t('events.list.loading')}
        empty={t('events.list.empty')}
        page={page}
        param="page"
      />
    </div>
  );
}

export default EventsPage;
