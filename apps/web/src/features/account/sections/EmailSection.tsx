import type { CodedError } from '@fanverse/client';
import type { Profile } from '@fanverse/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, FormStatus, TextField, formStyles } from '../../../components/ui/form';
import { applyFieldErrors, codeText, emailProblem, routeErrors } from '../../../lib/forms';
import { AccountSection } from '../AccountSection';
import { EMAIL_ERRORS, EMAIL_FIELDS } from '../account-errors';
import { useUpdateProfile } from '../api/update-profile';
import styles from '../account.module.css';

/**
 * The sign-in and contact address. A new address is unverified until its mailed link is used:
 * the server sends the link, and the verification banner appears for it.
 */
export function EmailSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [formErrors, setFormErrors] = useState<CodedError[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    values: { email: profile.email },
    resetOptions: { keepDirtyValues: true },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormErrors([]);
    setStatus(null);
    const next = email.trim();
    if (next.toLowerCase() === profile.email.toLowerCase()) {
      setStatus(t('account.saved.nothing'));
      return;
    }
    try {
      const saved = await update.mutateAsync({ email: next });
      reset({ email: saved.email });
      setStatus(t('account.email.saved', { email: saved.email }));
    } catch (error) {
      setFormErrors(applyFieldErrors(setError, routeErrors(error, EMAIL_ERRORS), EMAIL_FIELDS));
    }
  });

  const badge = profile.email_verified ? (
    <span className={styles.badge} data-tone="ok">
      {t('account.email.verified')}
    </span>
  ) : (
    <span className={styles.badge} data-tone="warn">
      {t('account.email.unverified')}
    </span>
  );

  return (
    <AccountSection
      id="email"
      title={t('account.email.heading')}
      badge={badge}
      description={t('account.email.lead')}
    >
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="email-title">
        <FormAlert errors={formErrors} />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email', {
            validate: (value) => {
              const code = emailProblem(value);
              return code === null ? true : codeText(code);
            },
          })}
        />
        <div className={styles.footer}>
          <Button type="submit" busy={isSubmitting} busyLabel={t('account.saving')}>
            {t('account.email.save')}
          </Button>
          <FormStatus message={status} />
        </div>
      </form>
    </AccountSection>
  );
}
