import type { FanEvent } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import { useDeskEvents } from './api/checkin-queries';
import { useCheckinQueue } from './api/use-checkin-queue';
import { CheckinCodes, formatEventTime, hasCode, readRememberedEvent, rememberEvent } from './checkin-model';
import { AttendeeCard } from './components/AttendeeCard';
import { EventPicker } from './components/EventPicker';
import { FindAttendee, type Attendee } from './components/FindAttendee';
import { NotAllowed } from './components/NotAllowed';
import { QueuePanel } from './components/QueuePanel';
import { useOnline } from './use-online';
import styles from './checkin.module.css';

/** The desk once the server let it in: the event, then attendee after attendee. */
function Desk({ event, onChangeEvent }: { event: FanEvent; onChangeEvent: () => void }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const queue = useCheckinQueue();
  const [attendee, setAttendee] = useState<Attendee | null>(null);
  return (
    <div className={styles.desk}>
      <header className={styles.bar}>
        <div>
          <h1 className={styles.eventName}>{event.name}</h1>
          <p className={styles.small}>{formatEventTime(event.start_date, event.time_zone, i18n.language)}</p>
        </div>
        <button type="button" className={styles.link} onClick={onChangeEvent}>
          {t('checkin.desk.change')}
        </button>
      </header>
      {!online && (
        <p role="status" className={styles.notice} data-tone="warn">
          {t('checkin.desk.offline')}
        </p>
      )}
      <QueuePanel
        snapshot={queue.snapshot}
        event={event}
        onSend={() => void queue.flush()}
        onDismiss={queue.dismiss}
      />
      {attendee ? (
        <AttendeeCard
          key={attendee.guid}
          event={event}
          guid={attendee.guid}
          username={attendee.username}
          pending={queue.snapshot.pending}
          submit={queue.submit}
          onBack={() => setAttendee(null)}
        />
      ) : (
        <FindAttendee eventUuid={event.id} onFound={setAttendee} />
      )}
    </div>
  );
}

/**
 * /checkin: the check-in desk for event staff, made for a phone held in one hand (one column,
 * the actions low on the screen, large targets). Whether this account may use it is the
 * server's answer (the events list answers 7750 to anyone else), never the claims alone. The
 * picked event is kept for the browser session, so a reload goes straight back to the door.
 */
export function CheckinDeskPage() {
  const { t } = useTranslation();
  // The same query as the picker's first list: the access check costs no extra request.
  const access = useDeskEvents('');
  const [event, setEvent] = useState<FanEvent | null>(() => readRememberedEvent());

  const pick = (chosen: FanEvent | null) => {
    rememberEvent(chosen);
    setEvent(chosen);
  };

  if (access.isError && hasCode(access.error, CheckinCodes.NOT_ADMIN))
    return (
      <div className={styles.page}>
        <NotAllowed />
      </div>
    );
  return (
    <div className={styles.page}>
      <title>{t('checkin.pageTitle')}</title>
      {access.isPending && (
        <p role="status" className={styles.state}>
          {t('checkin.loading')}
        </p>
      )}
      {access.isError && <LoadError whole error={access.error} onRetry={() => void access.refetch()} />}
      {access.isSuccess &&
        (event ? <Desk event={event} onChangeEvent={() => pick(null)} /> : <EventPicker onPick={pick} />)}
    </div>
  );
}

export default CheckinDeskPage;
