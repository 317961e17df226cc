import type { Gift } from '@fanverse/contract';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import { useActiveCards } from '../../components/premium';
import { useProfile } from '../../lib/session';
import { useGiftCatalog } from './api/gift-queries';
import { GiftConfirmation } from './components/GiftConfirmation';
import { GiftForm } from './components/GiftForm';
import { SentGifts } from './components/SentGifts';
import { senderNameOf } from './gift-form-model';
import styles from './gifts.module.css';

/**
 * /premium/gift (signed in), "Give premium": prepaid premium for someone else (docs/purchases.md
 * "Gifts"), mailed to them on the day chosen with a link to claim it; below, the gifts sent so far.
 */
export function GiftPage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const catalog = useGiftCatalog();
  const methods = useActiveCards();
  const [sent, setSent] = useState<Gift | null>(null);
  // A new form after each gift: nothing of the last one is kept.
  const [round, setRound] = useState(0);

  const failed = [catalog, methods].find((query) => query.isError);
  let content;
  if (failed) content = <LoadError error={failed.error} onRetry={() => void failed.refetch()} />;
  else if (!catalog.data || !methods.data || !profile)
    content = (
      <p role="status" className={styles.muted}>
        {t('gifts.page.loading')}
      </p>
    );
  else if (sent)
    content = (
      <GiftConfirmation
        gift={sent}
        onAnother={() => {
          setSent(null);
          setRound((value) => value + 1);
        }}
      />
    );
  else
    content = (
      <GiftForm
        key={round}
        catalog={catalog.data}
        methods={methods.data}
        accountEmail={profile.email}
        senderName={senderNameOf(profile)}
        onSent={setSent}
      />
    );

  return (
    <div className={styles.page}>
      <title>{t('gifts.page.pageTitle')}</title>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('gifts.page.eyebrow')}</p>
        <h1 className={styles.title}>{t('gifts.page.title')}</h1>
        <p className={styles.lead}>{t('gifts.page.lead')}</p>
      </header>
      {content}
      <SentGifts />
    </div>
  );
}

export default GiftPage;
