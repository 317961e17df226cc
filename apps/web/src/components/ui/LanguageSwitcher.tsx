import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LOCALES, currentLocale, isLocale, setLocale } from '../../lib/i18n';
import styles from './LanguageSwitcher.module.css';

/** A labelled select of the offered locales; each name is written in its own language. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const locale = currentLocale(i18n);

  return (
    <div className={`${styles.switcher} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.3-4A8 8 0 0 1 18.9 8ZM12 4c.8 1.1 1.6 2.5 2 4h-4c.4-1.5 1.2-2.9 2-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 4A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-4A15.7 15.7 0 0 0 8.1 8ZM12 20c-.8-1.1-1.6-2.5-2-4h4c-.4 1.5-1.2 2.9-2 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 6a15.7 15.7 0 0 0 1.3-4h3a8 8 0 0 1-4.3 4Zm1.7-6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.labelText}>{t('language.label')}</span>
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void setLocale(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
