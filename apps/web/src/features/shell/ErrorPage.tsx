import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { isCrawler } from './is-crawler';
import styles from './StatusPage.module.css';

export interface ErrorPageProps {
  status: number;
  /** Defaults to the browser's; injectable for tests. */
  userAgent?: string;
}

/**
 * Spec accounts §2: 404 shows 'Page Not Found', anything else 'Internal Server Error'. Known
 * crawlers get no page at all, only a noindex hint, so an error never ends up in a search index.
 */
export function ErrorPage({ status, userAgent = globalThis.navigator?.userAgent }: ErrorPageProps) {
  const { t } = useTranslation();
  if (isCrawler(userAgent)) return <meta name="robots" content="noindex" />;

  const variant = status === 404 ? 'notFound' : 'server';
  return (
    <section className={styles.page} aria-labelledby="error-title" data-status={status}>
      <title>{t(`error.${variant}.pageTitle`)}</title>
      <meta name="robots" content="noindex" />
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {status}
        </p>
        <p className={styles.eyebrow}>{t('error.status', { status })}</p>
        <h1 id="error-title" className={styles.title}>
          {t(`error.${variant}.title`)}
        </h1>
        <p className={styles.body}>{t(`error.${variant}.body`)}</p>
        <Link className={styles.action} to="/">
          {t('error.home')}
        </Link>
      </div>
    </section>
  );
}
