import type { FanEvent } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/form';
import { formatEventTime } from '../checkin-model';
import type { QueueProblem, QueueSnapshot } from '../checkin-queue';
import styles from '../checkin.module.css';

/**
 * The offline queue in view: how many updates wait to be sent (and a way to send them now), and
 * every queued update that will not be sent (another desk got there first, or it was refused),
 * for the desk to review and dismiss. Nothing here is ever retried blindly.
 */
export function QueuePanel({
  snapshot,
  event,
  onSend,
  onDismiss,
}: {
  snapshot: QueueSnapshot;
  event: FanEvent | null;
  onSend: () => void;
  onDismiss: (nonce: string) => void;
}) {
  const { t } = useTranslation();
  const waiting = snapshot.pending.length;
  if (waiting === 0 && snapshot.problems.length === 0) return null;
  return (
    <section className={styles.queue} aria-label={t('checkin.queue.label')}>
      {waiting > 0 && (
        <div className={styles.queueRow}>
          <p role="status">
            {snapshot.sending
              ? t('checkin.queue.sending', { count: waiting })
              : t('checkin.queue.waiting', { count: waiting })}
          </p>
          {!snapshot.sending && (
            <Button variant="secondary" onClick={onSend}>
              {t('checkin.queue.sendNow')}
            </Button>
          )}
        </div>
      )}
      {snapshot.problems.length > 0 && (
        <>
          <h2 className={styles.small}>
            {t('checkin.queue.problemsTitle', { count: snapshot.problems.length })}
          </h2>
          <ul className={styles.problems}>
            {snapshot.problems.map((problem) => (
              <ProblemRow key={problem.update.nonce} problem={problem} event={event} onDismiss={onDismiss} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function ProblemRow({
  problem,
  event,
  onDismiss,
}: {
  problem: QueueProblem;
  event: FanEvent | null;
  onDismiss: (nonce: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { update, current } = problem;
  const zone = event?.time_zone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  let why: string;
  if (current?.checked_in_at) {
    why = t('checkin.queue.conflictIn', {
      by: current.checked_in_by ?? '—',
      time: formatEventTime(current.checked_in_at, zone, i18n.language),
    });
  } else if (current) {
    why = t('checkin.queue.conflictNow', { status: t(`checkin.status.${current.status}`) });
  } else {
    why = t('checkin.queue.refused', { code: problem.code ?? '—' });
  }
  return (
    <li className={styles.problem}>
      <p>
        <strong>{update.username}</strong> · {update.itemName} →{' '}
        {t(`checkin.status.${update.status}`, update.status)}
      </p>
      <p className={styles.small}>{why}</p>
      <Button variant="secondary" onClick={() => onDismiss(update.nonce)}>
        {t('checkin.queue.dismiss')}
      </Button>
    </li>
  );
}
