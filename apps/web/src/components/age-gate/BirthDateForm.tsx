import { toApiError } from '@fanverse/client';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { birthDate } from '../../lib/age-gate';
import { codedErrorMessage } from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import { Button, formStyles } from '../ui/form';
import styles from './AgeGate.module.css';

function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}

/**
 * The neutral date-of-birth question: three empty fields (no date filled in, no word of the age
 * that is asked for, so nobody is nudged towards an answer), checked to be a real past date.
 */
export function BirthDateForm({ onAnswer }: { onAnswer(dob: string): Promise<void> }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const months = useMemo(() => monthNames(lang), [lang]);
  const id = useId();
  const [day, setDay] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const dob = birthDate(day, month, year, Date.now());
    if (!dob) {
      setProblem(t('ageGate.invalidDate'));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onAnswer(dob);
    } catch (error) {
      setProblem(toApiError(error).errors.map((item) => codedErrorMessage(item, lang))[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  const invalid = problem ? true : undefined;
  const errorId = `${id}-error`;
  return (
    <section className={styles.gate} aria-labelledby={`${id}-title`} data-testid="age-gate">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('ageGate.title')}
      </h2>
      <p className={styles.body}>{t('ageGate.lead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.fields} aria-describedby={problem ? errorId : undefined}>
          <legend className="visually-hidden">{t('ageGate.legend')}</legend>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-day`}>
              {t('ageGate.day')}
            </label>
            <input
              id={`${id}-day`}
              className={`${formStyles.input} ${styles.day}`}
              inputMode="numeric"
              autoComplete="bday-day"
              maxLength={2}
              value={day}
              aria-invalid={invalid}
              onChange={(event) => setDay(event.target.value.replace(/\D/g, ''))}
            />
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-month`}>
              {t('ageGate.month')}
            </label>
            <select
              id={`${id}-month`}
              className={formStyles.select}
              autoComplete="bday-month"
              value={month}
              aria-invalid={invalid}
              onChange={(event) => setMonth(event.target.value)}
            >
              <option value="">{t('ageGate.chooseMonth')}</option>
              {months.map((name, index) => (
                <option key={name} value={String(index + 1)}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-year`}>
              {t('ageGate.year')}
            </label>
            <input
              id={`${id}-year`}
              className={`${formStyles.input} ${styles.year}`}
              inputMode="numeric"
              autoComplete="bday-year"
              maxLength={4}
              value={year}
              aria-invalid={invalid}
              onChange={(event) => setYear(event.target.value.replace(/\D/g, ''))}
            />
          </div>
        </fieldset>
        <p id={errorId} className={formStyles.error} role="alert">
          {problem ?? ''}
        </p>
        <Button type="submit" busy={busy} busyLabel={t('ageGate.checking')}>
          {t('ageGate.submit')}
        </Button>
      </form>
    </section>
  );
}
