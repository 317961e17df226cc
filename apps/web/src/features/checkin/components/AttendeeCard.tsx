import { toApiError } from '@fanverse/client';
import { EVENT_NOTE_MAX_LENGTH, type EventItem, type FanEvent } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoadError } from '../../../components/catalogue';
import { Button, TextField } from '../../../components/ui/form';
import { codedErrorMessage } from '../../../lib/forms';
import { currentLocale } from '../../../lib/i18n';
import { useMemberItems, useUserDetails } from '../api/checkin-queries';
import type { SubmitResult } from '../api/use-checkin-queue';
import { sortItems } from '../checkin-model';
import type { QueuedUpdate } from '../checkin-queue';
import { ItemRow, useCheckedInText, type ItemRowProps } from './ItemRow';
import { PremiumLine } from './PremiumLine';
import styles from '../checkin.module.css';

export interface AttendeeCardProps {
  event: FanEvent;
  guid: string;
  username: string;
  pending: readonly QueuedUpdate[];
  submit: (update: { item: EventItem; status: string; note: string }) => Promise<SubmitResult>;
  onBack: () => void;
}

type Notice = NonNullable<ItemRowProps['notice']>;

/**
 * The attendee at the door: who they are, whether premium, and their items at this event with
 * one tap each. The optional note goes with the next tap. Whatever the server answers shows on
 * the item it is about: done, "another desk got there first" with who and when (the card then
 * shows the item as it is now), "waiting to send" without a network, or why it was refused.
 */
export function AttendeeCard({ event, guid, username, pending, submit, onBack }: AttendeeCardProps) {
  const { t, i18n } = useTranslation();
  const details = useUserDetails(guid);
  const items = useMemberItems(guid, event.id);
  const checkedInText = useCheckedInText();
  const [note, setNote] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notices, setNotices] = useState<Record<number, Notice | null>>({});

  const act = async (item: EventItem, status: 'checked_in' | 'collected') => {
    setBusyId(item.id);
    setNotices((all) => ({ ...all, [item.id]: null }));
    const result = await submit({ item, status, note: note.trim() });
    setBusyId(null);
    let notice: Notice;
    if (result.kind === 'done') {
      notice = {
        tone: 'ok',
        text: t(status === 'collected' ? 'checkin.card.collected' : 'checkin.card.done', { username }),
      };
      setNote('');
    } else if (result.kind === 'queued') {
      notice = { tone: 'warn', text: t('checkin.card.queued') };
      setNote('');
    } else if (result.kind === 'conflict') {
      const already = result.current ? checkedInText(result.current, event) : null;
      notice = {
        tone: 'warn',
        text: already
          ? t('checkin.card.conflictIn', { already })
          : result.current
            ? t('checkin.card.conflictNow', {
                by: result.current.changed_by ?? result.current.username,
                status: t(`checkin.status.${result.current.status}`),
              })
            : t('checkin.card.conflict'),
      };
      // Never retried: the card now shows the item as it is; the desk decides again.
      if (!result.current) void items.refetch();
    } else {
      const lang = currentLocale(i18n);
      notice = {
        tone: 'error',
        text: toApiError(result.error)
          .errors.map((error) => codedErrorMessage(error, lang))
          .join(' '),
      };
    }
    setNotices((all) => ({ ...all, [item.id]: notice }));
  };

  const list = sortItems(items.data?.values ?? []);
  return (
    <section className={styles.card} aria-labelledby="checkin-attendee">
      <div className={styles.cardHead}>
        <h2 id="checkin-attendee" className={styles.attendee}>
          {username}
        </h2>
        {details.isSuccess && <PremiumLine details={details.data} />}
        {details.isPending && <p className={styles.small}>{t('checkin.card.loadingDetails')}</p>}
        {details.isError && <LoadError error={details.error} onRetry={() => void details.refetch()} />}
      </div>
      {items.isPending && (
        <p role="status" className={styles.state}>
          {t('checkin.card.loading')}
        </p>
      )}
      {items.isError && <LoadError error={items.error} onRetry={() => void items.refetch()} />}
      {items.isSuccess && list.length === 0 && <p className={styles.state}>{t('checkin.card.noItems')}</p>}
      <div className={styles.actions}>
        {list.length > 0 && (
          <TextField
            label={t('checkin.card.note')}
            hint={t('checkin.card.noteHint')}
            optional
            value={note}
            maxLength={EVENT_NOTE_MAX_LENGTH}
            onChange={(change) => setNote(change.target.value)}
          />
        )}
        {list.length > 0 && (
          <ul className={styles.items} aria-label={t('checkin.card.itemsLabel')}>
            {list.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                event={event}
                busy={busyId === item.id}
                waiting={pending.some((update) => update.itemId === item.id && update.guid === guid)}
                notice={notices[item.id] ?? null}
                onAct={(chosen, status) => void act(chosen, status)}
              />
            ))}
          </ul>
        )}
        <Button variant="secondary" block onClick={onBack}>
          {t('checkin.card.next')}
        </Button>
      </div>
    </section>
  );
}
