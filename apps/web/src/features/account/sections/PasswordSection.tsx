import type { CodedError } from '@fanverse/client';
import type { Profile } from '@fanverse/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FormAlert,
  FormStatus,
  PasswordChecklist,
  TextField,
  formStyles,
} from '../../../components/ui/form';
import { applyFieldErrors, codeText, passwordChecks, passwordProblem, routeErrors } from '../../../lib/forms';
import { AccountSection } from '../AccountSection';
import { PASSWORD_ERRORS, PASSWORD_FIELDS } from '../account-errors';
import { useUpdatePassword } from '../api/update-password';
import styles from '../account.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '' };

/** Change the password: the current one proves it is the member, the new one meets the policy. */
export function PasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const checks = passwordChecks(newPassword, {
    username: profile.username,
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    setFormErrors([]);
    setStatus(null);
    try {
      await update.mutateAsync({ current: currentPassword, next });
      reset(EMPTY);
      setStatus(t('account.password.saved'));
    } catch (error) {
      setFormErrors(applyFieldErrors(setError, routeErrors(error, PASSWORD_ERRORS), PASSWORD_FIELDS));
    }
  });

  return (
    <AccountSection
      id="password"
      title={t('account.password.heading')}
      description={t('account.password.lead')}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="password-title">
        <FormAlert errors={formErrors} />
        {/* Tells password managers whose password this is, so they update the right entry. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={profile.username}
          readOnly
          tabIndex={-1}
          aria-hidden="true"
          className="visually-hidden"
        />
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          revealable
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword', { validate: (value) => (value === '' ? codeText(1025) : true) })}
        />
        <TextField
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          revealable
          required
          error={errors.newPassword?.message}
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
          {...register('newPassword', {
            validate: (value) => {
              const code = passwordProblem(value);
              return code === null ? true : codeText(code);
            },
          })}
        />
        <div className={styles.footer}>
          <Button type="submit" busy={isSubmitting} busyLabel={t('account.saving')}>
            {t('account.password.save')}
          </Button>
          <FormStatus message={status} />
        </div>
      </form>
    </AccountSection>
  );
}
