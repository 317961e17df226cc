import { useTranslation } from '../../../lib/i18n/use-translation';
import type { PasswordCheck } from '../../../lib/forms';
import { PasswordChecklist } from './PasswordChecklist';
import { TextField, type TextFieldProps } from './TextField';

export interface NewPasswordFieldProps extends Omit<TextFieldProps, 'type' | 'extra' | 'revealable'> {
  /** The live policy checks shown under the field. */
  checks: readonly PasswordCheck[];
}

/** A required, revealable new-password input with its live policy checklist. */
export function NewPasswordField({ checks, ...field }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      revealable
      required
      extra={
        <PasswordChecklist
          checks={checks}
          metLabel={t('forms.passwordRuleMet')}
          labels={{
            length: t('forms.passwordChecks.length'),
            notNumeric: t('forms.passwordChecks.notNumeric'),
            notPersonal: t('forms.passwordChecks.notPersonal'),
          }}
        />
      }
      {...field}
    />
  );
}
