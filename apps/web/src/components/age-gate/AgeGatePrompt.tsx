import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BirthDateForm } from './BirthDateForm';
import type { AgeGateControl } from './use-age-gate';
import styles from './AgeGate.module.css';

export interface AgeGatePromptProps {
  control: AgeGateControl;
  /** What the gate stands in front of, for the wording of a block. */
  kind?: 'content' | 'registration';
}

/**
 * What a closed gate shows: nothing decided yet, the date-of-birth question, or the block. The
 * block says neither the age asked for nor when it ends, so it gives nobody a hint to try again.
 */
export function AgeGatePrompt({ control, kind = 'content' }: AgeGatePromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { gate } = control;
  if (gate.status === 'open') return null;
  if (gate.status === 'pending') {
    return (
      <p className={styles.pending} role="status" data-testid="age-gate-pending">
        {t('ageGate.pending')}
      </p>
    );
  }
  if (gate.status === 'ask') return <BirthDateForm onAnswer={control.answer} />;
  return (
    <section className={styles.gate} aria-labelledby={titleId} data-testid="age-gate-blocked">
      <h2 id={titleId} className={styles.title}>
        {t('ageGate.blocked.title')}
      </h2>
      <p className={styles.body}>{t(`ageGate.blocked.${kind}`)}</p>
    </section>
  );
}
