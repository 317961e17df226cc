import type { ReactNode } from 'react';
import type { PasswordCheck, PasswordCheckId } from '../../../lib/forms';
import styles from './Form.module.css';

/** Live password policy hints; each line says whether the password meets it yet. */
export function PasswordChecklist({
  checks,
  labels,
  metLabel,
}: {
  checks: readonly PasswordCheck[];
  labels: Record<PasswordCheckId, ReactNode>;
  /** Read after a met rule by screen readers ("met"), since the colour alone says nothing. */
  metLabel: string;
}) {
  return (
    <ul className={styles.checks}>
      {checks.map((check) => (
        <li key={check.id} className={styles.check} data-ok={check.ok}>
          {labels[check.id]}
          {check.ok && <span className="visually-hidden"> ({metLabel})</span>}
        </li>
      ))}
    </ul>
  );
}
