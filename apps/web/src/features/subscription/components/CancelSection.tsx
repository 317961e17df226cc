import type { PromoCode, Subscription } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatDate } from '../format';
import { errorsOf, useKeyedAction } from '../use-action-key';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { RetentionOfferDialog, useRetentionOffer } from './RetentionStep';
import styles from '../subscription.module.css';

/**
 * When access would end if cancelled now, as the server decides it: the trial's end during a
 * trial, the end of the paid period otherwise (the next pay date of an active subscription).
 * A past-due subscription's paid period is already over: null, access ends at once.
 */
function accessEndOf(s: Subscription): string | null {
  if (s.state.state === 'Free Trial') return s.premium_free_trial_end_date ?? s.premium_next_pay_date;
  if (s.state.state === 'Past Due') return null;
  return s.premium_next_pay_date ?? s.premium_expiration_date;
}

/**
 * Cancel, after a dialog naming the date premium ends; one request per confirmation. `onDone`
 * tells the page, whose status line outlives this section (gone once cancelled).
 */
export function CancelSection({
  subscription,
  onDone,
}: {
  subscription: Subscription;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const [open, setOpen] = useState(false);
  const cancel = useKeyedAction(useCancelSubscription());
  // The retention step: a paying member is offered the best retention offer before the dialog.
  const best = useRetentionOffer(subscription);
  const [offer, setOffer] = useState<PromoCode | null>(null);
  const start = () => (best ? setOffer(best) : setOpen(true));
  const endsOn = accessEndOf(subscription);
  const date = endsOn ? formatDate(endsOn, lang) : '';

  const confirm = async () => {
    const change = await cancel.submit({ guid: subscription.guid });
    if (!change) return;
    setOpen(false);
    // The answered subscription has its expiration date blanked locally (spec §4; the client's
    // cancelSubscription): the date access ends is read from the reloaded list.
    const reloaded = change.subscriptions.find((s) => s.guid === change.subscription.guid);
    const end = reloaded?.premium_expiration_date ?? null;
    onDone(
      (reloaded ?? change.subscription).state.active && end
        ? t('subscription.cancel.done', { date: formatDate(end, lang) })
        : t('subscription.cancel.doneEnded'),
    );
  };
  const close = () => {
    setOpen(false);
    cancel.reset();
  };

  return (
    <section className={styles.card} aria-labelledby="subscription-cancel">
      <h2 id="subscription-cancel" className={styles.cardTitle}>
        {t('subscription.cancel.heading')}
      </h2>
      <p className={styles.note}>
        {endsOn ? t('subscription.cancel.lead', { date }) : t('subscription.cancel.leadNow')}
      </p>
      <div className={styles.actions}>
        <Button variant="danger" onClick={start}>
          {t('subscription.cancel.button')}
        </Button>
      </div>
      {offer && (
        <RetentionOfferDialog
          subscription={subscription}
          offer={offer}
          onAccepted={(message) => {
            setOffer(null);
            onDone(message);
          }}
          onDecline={() => {
            setOffer(null);
            setOpen(true);
          }}
          onClose={() => setOffer(null)}
        />
      )}
      {open && (
        <ConfirmDialog
          title={t('subscription.cancel.dialogTitle')}
          keepLabel={t('subscription.cancel.keep')}
          confirmLabel={t('subscription.cancel.confirm')}
          busyLabel={t('subscription.cancel.busy')}
          busy={cancel.pending}
          errors={errorsOf(cancel.error)}
          onKeep={close}
          onConfirm={() => void confirm()}
        >
          <p className={styles.note}>
            {endsOn ? t('subscription.cancel.dialogBody', { date }) : t('subscription.cancel.dialogBodyNow')}
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
