import type { Gift } from '@fanverse/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate } from '../../../components/premium';
import { Button } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import { todayUtc } from '../gift-form-model';
import styles from '../gifts.module.css';

/** After paying: when the receiver hears of it (today: already mailed), and a way to give another. */
export function GiftConfirmation({ gift, onAnother }: { gift: Gift; onAnother(): void }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: the confirmation takes the focus, so keyboard and screen readers land on it.
  useEffect(() => heading.current?.focus(), []);
  const now = gift.state === 'sent' || gift.premium_start_date <= todayUtc();
  return (
    <section className={styles.confirmation} aria-labelledby="gift-sent-title">
      <h2 id="gift-sent-title" className={styles.panelTitle} ref={heading} tabIndex={-1}>
        {t('gifts.done.title')}
      </h2>
      <p>
        {now
          ? t('gifts.done.sentNow', { email: gift.receiver_email })
          : t('gifts.done.scheduled', {
              email: gift.receiver_email,
              date: formatDate(gift.premium_start_date, lang),
            })}
      </p>
      <p className={styles.muted}>
        {t('gifts.done.receipt', { months: gift.months, product: gift.product_name })}
      </p>
      <Button variant="secondary" onClick={onAnother}>
        {t('gifts.done.another')}
      </Button>
    </section>
  );
}
