import type { Subscription } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button, FormAlert } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { useResubscribe } from '../api/resubscribe';
import { formatDate, formatMoney } from '../format';
import { stateKind } from '../subscription-model';
import { errorsOf, useKeyedAction } from '../use-action-key';
import styles from '../subscription.module.css';

/**
 * Resubscribe: while a cancelled subscription is still paid up, renewal comes back on with no
 * charge; once it has expired, a new subscription starts and is charged at once (the lead says so).
 */
export function ResubscribeSection({
  subscription: s,
  onDone,
}: {
  subscription: Subscription;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const resubscribe = useKeyedAction(useResubscribe());
  const expired = stateKind(s) === 'expired';
  const lead = expired
    ? t('subscription.resubscribe.leadExpired', {
        name: s.product.name,
        price: formatMoney(s.product.spec.price, s.currency_code, lang),
      })
    : t('subscription.resubscribe.leadCanceled', {
        date: s.premium_expiration_date ? formatDate(s.premium_expiration_date, lang) : '',
      });

  const submit = async () => {
    if (await resubscribe.submit({ guid: s.guid })) onDone(t('subscription.resubscribe.done'));
  };

  return (
    <section className={styles.card} aria-labelledby="subscription-resubscribe">
      <h2 id="subscription-resubscribe" className={styles.cardTitle}>
        {t('subscription.resubscribe.heading')}
      </h2>
      <p className={styles.note}>{lead}</p>
      <FormAlert errors={errorsOf(resubscribe.error)} />
      <div className={styles.actions}>
        <Button
          onClick={() => void submit()}
          busy={resubscribe.pending}
          busyLabel={t('subscription.resubscribe.busy')}
        >
          {t('subscription.resubscribe.button')}
        </Button>
      </div>
    </section>
  );
}
