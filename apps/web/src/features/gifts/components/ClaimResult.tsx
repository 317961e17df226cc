import type { GiftClaimResult } from '@fanverse/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { formatDate } from '../../../components/premium';
import { buttonClass } from '../../../components/ui/form';
import { currentLocale } from '../../../lib/i18n';
import styles from '../gifts.module.css';

/** A claimed gift: until when premium lasts now, and where to start with it. */
export function ClaimResult({ result }: { result: GiftClaimResult }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const until = result.premium_expiration_date ?? result.subscription.premium_expiration_date;
  return (
    <section className={styles.confirmation} aria-labelledby="gift-claimed">
      <h2 id="gift-claimed" className={styles.panelTitle} ref={heading} tabIndex={-1}>
        {t('gifts.claim.done')}
      </h2>
      <p data-testid="gift-premium-until">
        {until ? t('gifts.claim.until', { date: formatDate(until, lang) }) : t('gifts.claim.active')}
      </p>
      <div className={styles.actions}>
        <Link className={buttonClass()} to="/browse">
          {t('gifts.claim.browse')}
        </Link>
        <Link className={buttonClass('secondary')} to="/comics">
          {t('gifts.claim.comics')}
        </Link>
      </div>
    </section>
  );
}
