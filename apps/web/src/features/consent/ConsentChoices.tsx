import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY,
  formatConsentGroups,
  type ConsentCategory,
  type ConsentGroups,
} from '@fanverse/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../components/ui/form';
import { acceptAllGroups, rejectAllGroups, type ConsentState } from '../../lib/consent';
import styles from './consent.module.css';

/** Why the targeting switch is off and cannot be turned on, if it is. */
export type TargetingLock = 'gpc' | 'saleOptOut' | null;

export function targetingLockOf(state: Pick<ConsentState, 'gpc' | 'saleOptOut'>): TargetingLock {
  if (state.gpc) return 'gpc';
  return state.saleOptOut ? 'saleOptOut' : null;
}

function CategorySwitch({
  category,
  on,
  lock,
  onChange,
}: {
  category: ConsentCategory;
  on: boolean;
  lock: TargetingLock;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const necessary = category === CONSENT_CATEGORY.STRICTLY_NECESSARY;
  const locked = necessary || (category === CONSENT_CATEGORY.TARGETING && lock !== null);
  const note = necessary
    ? t('consent.categories.alwaysOn')
    : locked
      ? t(lock === 'gpc' ? 'consent.categories.offByGpc' : 'consent.categories.offBySaleOptOut')
      : null;
  return (
    <li className={styles.category}>
      <div className={styles.categoryText}>
        <label htmlFor={id} className={styles.categoryName}>
          {t(`consent.categories.${category}.name`)}
        </label>
        <p id={`${id}-description`}>{t(`consent.categories.${category}.description`)}</p>
        {note && (
          <p id={`${id}-note`} className={styles.categoryNote}>
            {note}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={necessary || (on && !locked)}
        disabled={locked}
        aria-describedby={note ? `${id}-description ${id}-note` : `${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </li>
  );
}

export interface ConsentChoicesProps {
  /** What the switches start at (the saved choice, or targeting off for a do-not-sell request). */
  initial: ConsentGroups;
  state: ConsentState;
  /** Called with the whole choice; the caller records it (useRecordConsent). */
  onSave: (groups: ConsentGroups) => void;
  /** The buttons' row class: the dialog pins them at its foot. */
  actionsClassName?: string;
}

/**
 * The five OneTrust categories, each with a plain description and a switch, and the three ways
 * to finish: reject all, accept all (targeting stays off under GPC or a do-not-sell request),
 * or save the switches as set. The same form in the preferences dialog and on /account/privacy.
 */
export function ConsentChoices({ initial, state, onSave, actionsClassName }: ConsentChoicesProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ConsentGroups>(initial);
  const lock = targetingLockOf(state);
  // The saved choice changed (here, the banner, another tab): the switches follow it. Adjusted
  // during render, not remounted, so keyboard focus stays on the button just used.
  const startedFrom = formatConsentGroups(initial);
  const [seen, setSeen] = useState(startedFrom);
  if (seen !== startedFrom) {
    setSeen(startedFrom);
    setDraft(initial);
  }

  const finish = (groups: ConsentGroups) => {
    setDraft(groups);
    onSave(groups);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    finish(draft);
  };

  return (
    <form className={styles.choices} onSubmit={submit} noValidate>
      <fieldset className={styles.categories}>
        <legend className={styles.legend}>{t('consent.categories.legend')}</legend>
        <ul>
          {CONSENT_CATEGORIES.map((category) => (
            <CategorySwitch
              key={category}
              category={category}
              on={draft[category]}
              lock={lock}
              onChange={(on) => setDraft({ ...draft, [category]: on })}
            />
          ))}
        </ul>
      </fieldset>
      <div className={`${styles.choiceActions} ${actionsClassName ?? ''}`}>
        <Button variant="secondary" onClick={() => finish(rejectAllGroups())}>
          {t('consent.actions.rejectAll')}
        </Button>
        <Button variant="secondary" onClick={() => finish(acceptAllGroups(state))}>
          {t('consent.actions.acceptAll')}
        </Button>
        <Button type="submit">{t('consent.actions.save')}</Button>
      </div>
    </form>
  );
}
