import { toApiError } from '@fanverse/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { CardPage } from '../../components/ui/CardPage';
import { Button, FormAlert, UsernameField, formStyles } from '../../components/ui/form';
import { codeText, useServerErrors } from '../../lib/forms';
import { useForgotPassword } from './api/forgot-password';
import { FORGOT_ERRORS, FORGOT_FIELDS, isDeliveryFailure } from './auth-errors';
import styles from './auth.module.css';
import { PATHS } from '../../lib/paths';

/** /forgot-password: asks for a reset link; always answers with the same confirmation. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ identifier: string }>({ defaultValues: { identifier: '' } });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(setError, FORGOT_ERRORS, FORGOT_FIELDS);

  const onSubmit = handleSubmit(async ({ identifier }) => {
    clearErrors();
    try {
      await forgot.mutateAsync(identifier.trim());
    } catch (error) {
      const codes = toApiError(error).errors.map((item) => item.code);
      if (isDeliveryFailure(codes)) {
        placeErrors(error);
        return;
      }
    }
    setSent(true);
  });

  if (sent) {
    return (
      <CardPage headingId="forgot-title" title={t('auth.forgot.doneHeading')}>
        <title>{t('auth.forgot.pageTitle')}</title>
        <div className={styles.done} role="status">
          <span className={styles.sent} aria-hidden="true">
            ✓
          </span>
          <p>{t('auth.forgot.doneBody')}</p>
          <Link to={PATHS.login}>{t('auth.forgot.back')}</Link>
        </div>
      </CardPage>
    );
  }

  return (
    <CardPage
      headingId="forgot-title"
      title={t('auth.forgot.heading')}
      lead={t('auth.forgot.lead')}
      footer={<Link to={PATHS.login}>{t('auth.forgot.back')}</Link>}
    >
      <title>{t('auth.forgot.pageTitle')}</title>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="forgot-title">
        <FormAlert errors={formErrors} />
        <UsernameField
          label={t('auth.fields.identifier')}
          error={errors.identifier?.message}
          {...register('identifier', {
            validate: (value) => (value.trim() === '' ? codeText(1006) : true),
          })}
        />
        <Button type="submit" block busy={isSubmitting} busyLabel={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </CardPage>
  );
}

export default ForgotPasswordPage;
