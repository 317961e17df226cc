import { PIN_MAX_LENGTH, PIN_PATTERN, PIN_UNLOCK_SECONDS, ageOn } from '@fanverse/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { ageGateConfig, useAgeGateState } from '../../lib/age-gate';
import { currentLocale } from '../../lib/i18n';
import { useProfile } from '../../lib/session';
import { Button, formStyles } from '../ui/form';
import { PARENTAL_PAGE_PATH } from './parental-lock';
import { pinProblem, type PinProblem } from './pin-errors';
import { usePinUnlock } from './use-pin-unlock';
import styles from './PinPrompt.module.css';

/**
 * A member's stored date of birth under the age gate's age: the server keeps them below mature
 * content whatever pin is entered, so asking for one would only mislead.
 */
function useUnderAge(): boolean {
  const profile = useProfile();
  const state = useAgeGateState();
  if (!profile?.dob) return false;
  const age = ageOn(profile.dob, new Date());
  return age !== undefined && age < ageGateConfig(state ?? undefined).age;
}

/**
 * The pin prompt on locked content (a parental wall, a title fetched by id above the limits):
 * four digits unlock limited titles for this session for a while, and the page asks again for
 * what it shows. A wrong pin says how many tries are left; a lock says when to try again.
 */
export function PinPrompt() {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const unlock = usePinUnlock();
  const underAge = useUnderAge();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<PinProblem | null>(null);

  if (underAge) return <p className={styles.note}>{t('parental.prompt.ageLimited')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unlock.isPending) return;
    if (!PIN_PATTERN.test(pin)) {
      setProblem({ text: t('parental.pin.fourDigits'), noPin: false });
      input.current?.focus();
      return;
    }
    setProblem(null);
    try {
      await unlock.mutateAsync(pin);
    } catch (error) {
      setProblem(pinProblem(error, t, lang));
      setPin('');
      input.current?.focus();
    }
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <form
      className={styles.prompt}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('parental.prompt.label')}
      data-testid="pin-prompt"
    >
      <div className={styles.row}>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-pin`}>
            {t('parental.prompt.pin')}
          </label>
          <input
            id={`${id}-pin`}
            ref={input}
            className={`${formStyles.input} ${styles.pin}`}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_MAX_LENGTH}
            value={pin}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, PIN_MAX_LENGTH))}
          />
        </div>
        <Button type="submit" busy={unlock.isPending} busyLabel={t('parental.prompt.unlocking')}>
          {t('parental.prompt.unlock')}
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('parental.prompt.hint', { minutes: Math.round(PIN_UNLOCK_SECONDS / 60) })}
      </p>
      <p id={errorId} className={formStyles.error} role="alert">
        {problem?.text ?? ''}
      </p>
      {problem?.noPin && <Link to={PARENTAL_PAGE_PATH}>{t('parental.prompt.settings')}</Link>}
    </form>
  );
}
