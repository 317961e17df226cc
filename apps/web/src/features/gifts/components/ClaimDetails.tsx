import type { GiftClaimView } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import styles from '../gifts.module.css';

/** Who the gift is from, what it gives, and their message, as the receiver reads it. */
export function ClaimDetails({ view }: { view: GiftClaimView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.claimDetails}>
      <p className={styles.claimFrom}>{t('gifts.claim.from', { name: view.sender_name })}</p>
      <p className={styles.claimWhat}>
        {t('gifts.claim.what', { months: t('gifts.form.months', { count: view.months }), plan: view.plan })}
      </p>
      {view.personal_message && (
        <blockquote className={styles.quote}>
          <p>{view.personal_message}</p>
        </blockquote>
      )}
    </div>
  );
}
