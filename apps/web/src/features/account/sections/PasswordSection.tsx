import type { Profile } from '@fanverse/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CurrentPasswordField, FormAlert, NewPasswordField, formStyles } from '../../../components/ui/form';
import {
  codeText,
  passwordChecks,
  passwordProblem,
  ruleValidator,
  useServerErrors,
} from '../../../lib/forms';
import { AccountSection, SaveRow } from '../AccountSection';
import { PASSWORD_ERRORS, PASSWORD_FIELDS } from '../account-errors';
import { useUpdatePassword } from '../api/update-password';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '' };

/** Change the password: the current one proves it is the member, the new one meets the policy. */
export function PasswordSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdatePassword();
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(
    setError,
    PASSWORD_ERRORS,
    PASSWORD_FIELDS,
  );
  const newPassword = useWatch({ control, name: 'newPassword' });
  const checks = passwordChecks(newPassword, {
    username: profile.username,
    email: profile.email,
    firstName: profile.first_name,
    lastName: profile.last_name,
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: next }) => {
    clearErrors();
    setStatus(null);
    try {
      await update.mutateAsync({ current: currentPassword, next });
      reset(EMPTY);
      setStatus(t('account.password.saved'));
    } catch (error) {
      placeErrors(error);
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
        <CurrentPasswordField
          label={t('account.password.current')}
          error={errors.currentPassword?.message}
          {...register('currentPassword', { validate: (value) => (value === '' ? codeText(1025) : true) })}
        />
        <NewPasswordField
          label={t('account.password.new')}
          checks={checks}
          error={errors.newPassword?.message}
          {...register('newPassword', { validate: ruleValidator(passwordProblem) })}
        />
        <SaveRow busy={isSubmitting} status={status}>
          {t('account.password.save')}
        </SaveRow>
      </form>
    </AccountSection>
  );
}
