import { useId, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/form';
import { acceptAllGroups, rejectAllGroups, type ConsentState } from '../../lib/consent';
import { openConsentPreferences } from './consent-ui-store';
import { GpcNotice } from './GpcNotice';
import { focusMainContent, useRecordConsent } from './use-consent';
import styles from './consent.module.css';

/**
 * The first-visit banner: a short explanation and three choices. "Accept all" and "Reject
 * non-essential" look the same (neither is the easy way out), "Customize" opens the categories.
 * Fixed over the foot of the page, so it never moves what is already there; a labelled region
 * early in the document, so keyboard and screen reader users meet it first.
 */
export function ConsentBanner({ state }: { state: ConsentState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const ref = useRef<HTMLElement>(null);
  const record = useRecordConsent();

  const decide = (groups: typeof state.groups) => {
    // The banner goes away with the choice: focus, if it was here, moves on to the page.
    const hadFocus = ref.current?.contains(document.activeElement) ?? false;
    record(groups);
    if (hadFocus) focusMainContent();
  };

  return (
    <section ref={ref} className={styles.banner} aria-labelledby={titleId} aria-describedby={textId}>
      <div className={styles.bannerInner}>
        <div className={styles.bannerCopy}>
          <h2 id={titleId} className={styles.bannerTitle}>
            {t('consent.banner.title')}
          </h2>
          <p id={textId}>{t('consent.banner.text')}</p>
          {state.gpc && <GpcNotice />}
        </div>
        <div className={styles.bannerActions}>
          <Button className={styles.equal} onClick={() => decide(acceptAllGroups(state))}>
            {t('consent.actions.acceptAll')}
          </Button>
          <Button className={styles.equal} onClick={() => decide(rejectAllGroups())}>
            {t('consent.actions.rejectNonEssential')}
          </Button>
          <Button variant="secondary" onClick={() => openConsentPreferences('settings')}>
            {t('consent.actions.customize')}
          </Button>
        </div>
      </div>
    </section>
  );
}
