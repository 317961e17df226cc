import type { CodedError } from '@fanverse/client';
import { USERNAME_MAX, USERNAME_MIN, type Profile } from '@fanverse/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormStatus, TextField, formStyles } from '../../../components/ui/form';
import { applyFieldErrors, codeText, routeErrors, usernameProblem } from '../../../lib/forms';
import { AccountSection } from '../AccountSection';
import { USERNAME_ERRORS, USERNAME_FIELDS } from '../account-errors';
import { useUpdateLogin } from '../api/update-login';
import styles from '../account.module.css';

/** The username members sign in with and are shown by. */
export function UsernameSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateLogin();
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
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

  const onSubmit = handleSubmit(async ({ username }) => {
    setFormErrors([]);
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
      setFormErrors(applyFieldErrors(setError, routeErrors(error, USERNAME_ERRORS), USERNAME_FIELDS));
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
        <TextField
          label={t('auth.fields.username')}
          hint={t('auth.register.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={USERNAME_MAX}
          required
          error={errors.username?.message}
          {...register('username', {
            validate: (value) => {
              const code = usernameProblem(value);
              return code === null ? true : codeText(code);
            },
          })}
        />
        <div className={styles.footer}>
          <Button type="submit" busy={isSubmitting} busyLabel={t('account.saving')}>
            {t('account.username.save')}
          </Button>
          <FormStatus message={status} />
        </div>
      </form>
    </AccountSection>
  );
}
