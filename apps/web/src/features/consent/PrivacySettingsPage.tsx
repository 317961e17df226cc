import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadError } from '../../components/catalogue';
import { Button, FormStatus } from '../../components/ui/form';
import { useSession, useSessionManager } from '../../lib/session';
import { ConsentChoices } from './ConsentChoices';
import { openConsentPreferences } from './consent-ui-store';
import { DoNotSellSection } from './DoNotSellSection';
import { GpcNotice } from './GpcNotice';
import { useConsentState, useConsentUi, useRecordConsent } from './use-consent';
import styles from './privacy.module.css';

/** The cookie categories of this browser: the dialog's switches, on the page. */
function CookieSection() {
  const { t } = useTranslation();
  const id = useId();
  const consent = useConsentState();
  const { builtIn } = useConsentUi();
  const record = useRecordConsent();
  const [status, setStatus] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('privacy.cookies.title')}</h2>
      <p className={styles.lead}>{t('privacy.cookies.lead')}</p>
      {consent.gpc && <GpcNotice />}
      {builtIn ? (
        <>
          <ConsentChoices
            initial={consent.groups}
            state={consent}
            onSave={(groups) => {
              record(groups);
              setStatus(t('privacy.cookies.saved'));
            }}
          />
          <FormStatus message={status} />
        </>
      ) : (
        // A consent script from config is in charge: its own preference centre.
        <p>
          <Button variant="secondary" onClick={() => openConsentPreferences('settings')}>
            {t('privacy.cookies.open')}
          </Button>
        </p>
      )}
    </section>
  );
}

/**
 * /account/privacy (signed-in members; the route asks anyone else to sign in): the cookie
 * categories for this browser, and "do not sell or share my personal information" for the
 * account, from the member's latest claims.
 */
export function PrivacySettingsPage() {
  const { t } = useTranslation();
  const session = useSessionManager();
  const claims = useSession((state) => state.claims);
  const consent = useConsentState();
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  // The claims may have changed since sign-in (another device, an operator's data request).
  useEffect(() => {
    let live = true;
    session.refreshClaims().catch((error: unknown) => {
      if (live) setFailure(error);
    });
    return () => {
      live = false;
    };
  }, [session, attempt]);

  return (
    <div className={styles.page}>
      <title>{t('privacy.pageTitle')}</title>
      <header className={styles.head}>
        <h1>{t('privacy.heading')}</h1>
        <p>{t('privacy.lead')}</p>
      </header>
      <CookieSection />
      {claims ? (
        <DoNotSellSection claims={claims} consent={consent} />
      ) : failure ? (
        <LoadError
          error={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <p role="status" className={styles.loading}>
          {t('privacy.loading')}
        </p>
      )}
    </div>
  );
}

export default PrivacySettingsPage;
