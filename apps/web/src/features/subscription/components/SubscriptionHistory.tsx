import type { SubscriptionEvent } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { useSubscriptionEvents } from '../api/get-subscription-events';
import { formatMoment } from '../format';
import { errorsOf } from '../use-action-key';
import styles from '../subscription.module.css';

const KNOWN_KINDS = new Set([
  'subscribed',
  'trial_started',
  'trial_ended',
  'charged',
  'charge_failed',
  'past_due',
  'retried',
  'canceled',
  'resubscribed',
  'product_changed',
  'product_change_scheduled',
  'product_change_cancelled',
  'payment_method_changed',
  'promo_applied',
  'expired',
  'comped',
  'refunded',
]);

/**
 * The subscription's history (every action the server recorded), folded away until asked for:
 * the events are only fetched once it is opened. A kind this page has no words for yet is shown
 * as the server names it rather than hidden.
 */
export function SubscriptionHistory({ guid }: { guid: string }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const [open, setOpen] = useState(false);
  const events = useSubscriptionEvents(guid, open);
  const label = (event: SubscriptionEvent) =>
    KNOWN_KINDS.has(event.kind)
      ? t(`subscription.history.kinds.${event.kind}` as 'subscription.history.kinds.other', {
          kind: event.kind,
        })
      : t('subscription.history.kinds.other', { kind: event.kind.replaceAll('_', ' ') });
  const newestFirst = [...(events.data ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at));

  return (
    <details
      className={`${styles.card} ${styles.history}`}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('subscription.history.heading')}</summary>
      {events.isPending && open && <p className={styles.state}>{t('subscription.history.loading')}</p>}
      {events.isError && (
        <>
          <p className={styles.state}>{t('subscription.history.failed')}</p>
          <FormAlert errors={errorsOf(events.error)} />
        </>
      )}
      {events.isSuccess && newestFirst.length === 0 && (
        <p className={styles.state}>{t('subscription.history.empty')}</p>
      )}
      {newestFirst.length > 0 && (
        <ol className={styles.events}>
          {newestFirst.map((event, index) => (
            <li key={`${event.created_at}-${event.kind}-${index}`}>
              <span>{label(event)}</span>
              <time dateTime={event.created_at}>{formatMoment(event.created_at, lang)}</time>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
