import { toApiError, type Claims, type CodedError } from '@fanverse/client';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FormAlert, FormStatus } from '../../components/ui/form';
import { consentStore, type ConsentState } from '../../lib/consent';
import { useAccountsApi, useSessionManager } from '../../lib/session';
import { DO_NOT_SELL_CLAIM, useRecordConsent } from './use-consent';
import styles from './privacy.module.css';

/**
 * "Do not sell or share my personal information" (CCPA/CPRA): the member's own request, kept in
 * the `user_request_do_not_sell` claim. Turning it on also turns targeting off in this browser;
 * the session manager then sends 'Do Not Sell Toggled' once per browser (spec §4,
 * wbdl_nosell_fired) when the refreshed claims show it. A request on file from a data-subject
 * request (`dsr_request_do_not_sell`) and GPC are shown as honoured whatever the switch says.
 */
export function DoNotSellSection({ claims, consent }: { claims: Claims; consent: ConsentState }) {
  const { t } = useTranslation();
  const id = useId();
  const api = useAccountsApi();
  const session = useSessionManager();
  const record = useRecordConsent();
  const [saving, setSaving] = useState<boolean | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [errors, setErrors] = useState<readonly CodedError[]>([]);
  const own = claims.premium.userRequestDoNotSell;
  const onFile = claims.premium.dsrRequestDoNotSell && !own;
  const on = saving ?? own;

  const change = async (next: boolean) => {
    if (saving !== null) return; // one change at a time; the switch shows the one under way
    setSaving(next);
    setStatus(null);
    setErrors([]);
    try {
      await session.call(() => api.claims.updateClaim(DO_NOT_SELL_CLAIM, next));
      await session.refreshClaims();
      // Selling and sharing for advertising is what targeting cookies do: off here too.
      const current = consentStore.getState();
      if (next && current.groups.C0004) record({ ...current.groups, C0004: false });
      setStatus(t(next ? 'privacy.doNotSell.savedOn' : 'privacy.doNotSell.savedOff'));
    } catch (error) {
      setErrors(toApiError(error).errors);
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('privacy.doNotSell.title')}</h2>
      <p className={styles.lead}>{t('privacy.doNotSell.lead')}</p>
      <div className={styles.switchRow}>
        <label htmlFor={id}>{t('privacy.doNotSell.switch')}</label>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={on}
          aria-busy={saving !== null || undefined}
          aria-describedby={`${id}-state`}
          onChange={(event) => void change(event.target.checked)}
        />
        <p id={`${id}-state`} className={styles.state}>
          {saving !== null
            ? t('privacy.doNotSell.saving')
            : t(on ? 'privacy.doNotSell.stateOn' : 'privacy.doNotSell.stateOff')}
        </p>
      </div>
      {onFile && <p className={styles.notice}>{t('privacy.doNotSell.onFile')}</p>}
      {consent.gpc && <p className={styles.notice}>{t('privacy.doNotSell.gpc')}</p>}
      <FormStatus message={status} />
      <FormAlert errors={errors} />
    </section>
  );
}
