import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ModalDialog } from '../../components/ui/Dialog';
import type { ConsentState } from '../../lib/consent';
import { ConsentChoices } from './ConsentChoices';
import { closeConsentPreferences, type PreferencesPurpose } from './consent-ui-store';
import { GpcNotice } from './GpcNotice';
import { useRecordConsent } from './use-consent';
import styles from './consent.module.css';

/**
 * The preferences dialog (the project's modal: focus kept inside and given back, Escape closes
 * without saving). Opened from the banner's "Customize", the footer's "Cookie settings", and, for
 * a visitor without an account, the footer's "Do not sell or share": then targeting starts off
 * and the dialog explains that the choice lives in this browser only.
 */
export function PreferencesDialog({ purpose, state }: { purpose: PreferencesPurpose; state: ConsentState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const leadId = useId();
  const record = useRecordConsent();
  const initial = purpose === 'doNotSell' ? { ...state.groups, C0004: false } : state.groups;

  return (
    <ModalDialog
      labelledBy={titleId}
      describedBy={leadId}
      onEscape={closeConsentPreferences}
      className={styles.dialog}
    >
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {t('consent.dialog.title')}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t('consent.actions.close')}
          onClick={closeConsentPreferences}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={styles.dialogBody}>
        <p id={leadId}>{t('consent.dialog.lead')}</p>
        {purpose === 'doNotSell' && <p className={styles.notice}>{t('consent.dialog.doNotSell')}</p>}
        {state.gpc && <GpcNotice />}
        <ConsentChoices
          initial={initial}
          state={state}
          actionsClassName={styles.dialogActions}
          onSave={(groups) => {
            record(groups);
            closeConsentPreferences();
          }}
        />
      </div>
    </ModalDialog>
  );
}
