import { useTranslation } from '../../lib/i18n/use-translation';
import styles from './auth.module.css';

/**
 * reCAPTCHA v3 is invisible; Google's terms then ask for this notice near the form. Shown only
 * when a captcha is actually in use.
 */
export function CaptchaNotice({ enabled, platform }: { enabled: boolean; platform: 'google' | 'arkose' }) {
  const { t } = useTranslation();
  if (!enabled || platform !== 'google') return null;
  return (
    <p className={styles.notice}>
      {t('auth.captcha.notice')}{' '}
      <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer noopener">
        {t('auth.captcha.privacy')}
      </a>{' '}
      ·{' '}
      <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer noopener">
        {t('auth.captcha.terms')}
      </a>
    </p>
  );
}
