import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main';

/** First focusable element of every layout: jumps past the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
