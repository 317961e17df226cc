import { USERNAME_MAX, USERNAME_MIN, type Profile } from '@fanverse/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormAlert, UsernameField, formStyles } from '../../../components/ui/form';
import { ruleValidator, usernameProblem, useServerErrors } from '../../../lib/forms';
import { AccountSection, SaveRow } from '../AccountSection';
import { USERNAME_ERRORS, USERNAME_FIELDS } from '../account-errors';
import { useUpdateLogin } from '../api/update-login';

/** The username members sign in with and are shown by. */
export function UsernameSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateLogin();
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ username: string }>({
    values: { username: profile.username },
    resetOptions: { keepDirtyValues: true },
  });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(
    setError,
    USERNAME_ERRORS,
    USERNAME_FIELDS,
  );

  const onSubmit = handleSubmit(async ({ username }) => {
    clearErrors();
    setStatus(null);
    if (username === profile.username) {
      setStatus(t('account.saved.nothing'));
      return;
    }
    try {
      const saved = await update.mutateAsync(username);
      reset({ username: saved.username });
      setStatus(t('account.username.saved'));
    } catch (error) {
      placeErrors(error);
    }
  });

  return (
    <AccountSection
      id="username"
      title={t('account.username.heading')}
      description={t('account.username.lead')}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="username-title">
        <FormAlert errors={formErrors} />
        <UsernameField
          label={t('auth.fields.username')}
          hint={t('auth.register.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
          maxLength={USERNAME_MAX}
          error={errors.username?.message}
          {...register('username', { validate: ruleValidator(usernameProblem) })}
        />
        <SaveRow busy={isSubmitting} status={status}>
          {t('account.username.save')}
        </SaveRow>
      </form>
    </AccountSection>
  );
}
