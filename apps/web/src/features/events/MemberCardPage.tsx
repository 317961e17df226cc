import { toApiError } from '@fanverse/client';
import type { MemberCard } from '@fanverse/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadError } from '../../components/catalogue';
import { Button, FormAlert, FormStatus } from '../../components/ui/form';
import { QrCode } from '../../components/ui/QrCode';
import { useRotateCard } from './api/events-actions';
import { useMemberCard } from './api/events-queries';
import { cardTiming, EVENTS_PATH, secondsLeft } from './events-model';
import card from './member-card.module.css';
import styles from './events.module.css';
import { useNow } from './use-now';
import { useWakeLock } from './use-wake-lock';

/**
 * The card itself: the QR code of the current token on white (a door scanner reads dark on light
 * best, and a phone cannot be made brighter from a web page), the member's name, and how long
 * the code has left. The code space is reserved at its full size from the first paint.
 */
function CardFace({
  data,
  fetchedAt,
  refreshFailed,
}: {
  data: MemberCard;
  fetchedAt: number;
  refreshFailed: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const timing = cardTiming(data, fetchedAt);
  const left = secondsLeft(timing, now);
  // Past its time (the refresh is late) or the last refresh failed: the door may refuse it.
  const outOfDate = refreshFailed || left === 0;
  return (
    <>
      <QrCode
        className={card.qr}
        value={data.token}
        label={t('events.card.qrLabel', { username: data.username })}
      />
      <p className={card.username}>{data.username}</p>
      <p className={card.hint}>{t('events.card.showAtDoor')}</p>
      <div className={card.progress} aria-hidden="true">
        <span style={{ transform: `scaleX(${Math.min(1, left / (timing.periodMs / 1000))})` }} />
      </div>
      <p className={card.countdown}>
        {outOfDate ? t('events.card.refreshing') : t('events.card.refreshesIn', { count: left })}
      </p>
      {outOfDate && (
        <p role="alert" className={card.warning}>
          {t('events.card.outOfDate')}
        </p>
      )}
    </>
  );
}

/**
 * /account/card: the member card shown at an event's door. Its code changes every period (a
 * screenshot soon stops working), so the page asks for the next one before the current one
 * expires, keeps the screen awake where it can, and says when the code may be out of date
 * (offline, say). "Get a new card" ends every earlier code at once (a lost phone, a shared
 * screenshot).
 */
export function MemberCardPage() {
  const { t } = useTranslation();
  const cardQuery = useMemberCard();
  const rotate = useRotateCard();
  const [status, setStatus] = useState<string | null>(null);
  const newCardId = useId();
  useWakeLock(cardQuery.isSuccess);

  const getNewCard = async () => {
    setStatus(null);
    try {
      await rotate.mutateAsync();
      setStatus(t('events.card.rotated'));
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <div className={styles.page}>
      <title>{t('events.card.pageTitle')}</title>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('events.card.title')}</h1>
        <p className={styles.lead}>{t('events.card.lead')}</p>
      </header>
      <div className={card.layout}>
        <div className={card.card} data-testid="member-card">
          {cardQuery.data ? (
            <CardFace
              data={cardQuery.data}
              fetchedAt={cardQuery.dataUpdatedAt}
              refreshFailed={cardQuery.isRefetchError}
            />
          ) : (
            <div className={card.placeholder}>
              {cardQuery.isError ? (
                <LoadError error={cardQuery.error} onRetry={() => void cardQuery.refetch()} />
              ) : (
                <p role="status">{t('events.card.loading')}</p>
              )}
            </div>
          )}
        </div>
        <section className={styles.panel} aria-labelledby={newCardId}>
          <h2 id={newCardId} className={styles.sectionTitle}>
            {t('events.card.newTitle')}
          </h2>
          <p>{t('events.card.newWhy')}</p>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={() => void getNewCard()}
              busy={rotate.isPending}
              busyLabel={t('events.card.newBusy')}
            >
              {t('events.card.newAction')}
            </Button>
          </div>
          <FormStatus message={status} />
          <FormAlert errors={rotate.error ? toApiError(rotate.error).errors : []} />
          <p>
            <Link to={EVENTS_PATH}>{t('events.card.events')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}

export default MemberCardPage;
