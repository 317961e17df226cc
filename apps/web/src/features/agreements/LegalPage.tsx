import type { AgreementType } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { currentLocale } from '../../lib/i18n';
import { useAgreement } from './api/get-agreement';
import { formatRevisionDate, paragraphsOf } from './prompt-rules';
import styles from './agreements.module.css';

/** /terms and /privacy: the latest revision of an agreement, for anyone to read. */
export function LegalPage({ type }: { type: AgreementType }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const agreement = useAgreement(type, lang);
  const name = t(`agreements.documents.${type}`);
  return (
    <section className={styles.page} aria-labelledby="legal-title">
      <title>{t('agreements.page.pageTitle', { document: name })}</title>
      <article className={styles.document}>
        <h1 id="legal-title">{name}</h1>
        {agreement.data && (
          <p className={styles.revised}>
            {t('agreements.revised', { date: formatRevisionDate(agreement.data.dateRevised, lang) })}
          </p>
        )}
        {agreement.isPending && <p role="status">{t('agreements.page.loading')}</p>}
        {agreement.data === null && <p role="alert">{t('agreements.page.failed')}</p>}
        {agreement.data && (
          <div className={styles.documentText}>
            {paragraphsOf(agreement.data.text).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        )}
      </article>
    </section>
  );
}

export function TermsPage() {
  return <LegalPage type="terms" />;
}

export function PrivacyPage() {
  return <LegalPage type="privacy" />;
}
