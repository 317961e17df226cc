import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './consent.module.css';

/** Global Privacy Control is on: said wherever a visitor makes a consent choice. */
export function GpcNotice({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <p id={id} className={styles.notice}>
      {t('consent.gpc')}
    </p>
  );
}
