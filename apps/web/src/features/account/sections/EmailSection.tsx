import type { Profile } from '@fanverse/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmailField, FormAlert, formStyles } from '../../../components/ui/form';
import { emailProblem, ruleValidator, useServerErrors } from '../../../lib/forms';
import { AccountSection, SaveRow } from '../AccountSection';
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
  const { formErrors, clearErrors, placeErrors } = useServerErrors(setError, EMAIL_ERRORS, EMAIL_FIELDS);

  const onSubmit = handleSubmit(async ({ email }) => {
    clearErrors();
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
      placeErrors(error);
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
        <EmailField
          label={t('auth.fields.email')}
          error={errors.email?.message}
          {...register('email', { validate: ruleValidator(emailProblem) })}
        />
        <SaveRow busy={isSubmitting} status={status}>
          {t('account.email.save')}
        </SaveRow>
      </form>
    </AccountSection>
  );
}
