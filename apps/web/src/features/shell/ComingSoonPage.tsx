import { useTranslation } from '../../lib/i18n/use-translation';
import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher';
import { Logo } from '../../components/ui/Logo';
import styles from './StatusPage.module.css';

/** Spec accounts §2: where visitors land when their country is not supported yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} aria-labelledby="coming-soon-title">
      <title>{t('comingSoon.pageTitle')}</title>
      <div className={styles.card}>
        <Logo size="lg" />
        <h1 id="coming-soon-title" className={styles.title}>
          {t('comingSoon.heading')}
        </h1>
        <p className={styles.body}>{t('comingSoon.body')}</p>
        <p className={styles.note}>{t('comingSoon.thanks')}</p>
        <LanguageSwitcher className={styles.switcher} />
      </div>
    </section>
  );
}

export default ComingSoonPage;
