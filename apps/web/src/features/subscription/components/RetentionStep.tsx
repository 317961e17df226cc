import type { PromoCode, Subscription } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney } from '../../../components/premium';
import { ModalDialog } from '../../../components/ui/Dialog';
import dialog from '../../../components/ui/Dialog.module.css';
import { Button, FormAlert } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { apiClient } from '../../../lib/api-client';
import { useApplyPromo } from '../api/apply-promo';
import { subscriptionKeys } from '../api/subscription-keys';
import { bestRetentionOffer, mayOfferRetention } from '../retention-offer';
import { errorsOf, useKeyedAction } from '../use-action-key';
import styles from '../subscription.module.css';

/**
 * The best retention offer for cancelling this subscription, asked for (GET …/retention_offers)
 * as the page opens so that pressing Cancel shows it at once. Null while unknown, when there is
 * none, or when it could not be read: cancelling is never held up by an offer.
 */
export function useRetentionOffer(subscription: Subscription): PromoCode | null {
  const offers = useQuery({
    queryKey: [...subscriptionKeys.subscriptions(), subscription.guid, 'retention-offers'],
    queryFn: ({ signal }) => apiClient.purchases.getRetentionOffers(subscription.guid, { signal }),
    enabled: mayOfferRetention(subscription),
    select: (reply) => bestRetentionOffer(reply.offers),
    retry: false,
  });
  return mayOfferRetention(subscription) ? (offers.data ?? null) : null;
}

/** The offer in words: "Stay and get 30% off your next 3 months", or its marketing line. */
function offerTitle(offer: PromoCode, subscription: Subscription, t: TFunction, lang: string): string {
  const yearly = subscription.product.period === 'P1Y';
  const cycles = offer.number_of_billing_cycles;
  if (offer.discount_percent > 0) {
    const percent = Math.round(offer.discount_percent);
    return cycles
      ? t(yearly ? 'subscription.retention.percentFor.year' : 'subscription.retention.percentFor.month', {
          percent,
          count: cycles,
        })
      : t('subscription.retention.percentAlways', { percent });
  }
  if (Number(offer.discount_amount) > 0) {
    const amount = formatMoney(offer.discount_amount, subscription.currency_code, lang);
    return cycles
      ? t(yearly ? 'subscription.retention.amountFor.year' : 'subscription.retention.amountFor.month', {
          amount,
          count: cycles,
        })
      : t('subscription.retention.amountAlways', { amount });
  }
  return offer.marketing_description || t('subscription.retention.generic');
}

export interface RetentionOfferDialogProps {
  subscription: Subscription;
  offer: PromoCode;
  /** Accepted: the subscription stays, with the offer on its next charges. */
  onAccepted(message: string): void;
  /** "No thanks, cancel": on to the existing cancel dialog. */
  onDecline(): void;
  /** Escape: neither; the subscription stays as it is. */
  onClose(): void;
}

/**
 * The retention step: the best offer instead of cancelling, "Accept offer" (applied through
 * apply_promo to the next charges, one request per acceptance) or "No thanks, cancel" (the
 * existing cancel dialog). Escape leaves everything as it was.
 */
export function RetentionOfferDialog(props: RetentionOfferDialogProps) {
  const { subscription, offer, onAccepted, onDecline, onClose } = props;
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const titleId = useId();
  const bodyId = useId();
  const apply = useKeyedAction(useApplyPromo());
  const title = offerTitle(offer, subscription, t, lang);

  const accept = async () => {
    if (await apply.submit({ guid: subscription.guid, promoCode: offer.code })) {
      onAccepted(t('subscription.retention.accepted', { offer: title }));
    }
  };

  return (
    <ModalDialog labelledBy={titleId} describedBy={bodyId} onEscape={apply.pending ? undefined : onClose}>
      <div className={dialog.body}>
        <p className={styles.note}>{t('subscription.retention.eyebrow')}</p>
        <h2 id={titleId} className={dialog.title}>
          {title}
        </h2>
        <div id={bodyId}>
          <p className={styles.note}>{t('subscription.retention.lead')}</p>
          {offer.marketing_description && offer.marketing_description !== title && (
            <p className={styles.note}>{offer.marketing_description}</p>
          )}
        </div>
        <FormAlert errors={errorsOf(apply.error)} />
      </div>
      <div className={dialog.actions}>
        <Button
          onClick={() => void accept()}
          busy={apply.pending}
          busyLabel={t('subscription.retention.accepting')}
        >
          {t('subscription.retention.accept')}
        </Button>
        <Button variant="secondary" onClick={onDecline} unavailable={apply.pending}>
          {t('subscription.retention.decline')}
        </Button>
      </div>
    </ModalDialog>
  );
}
