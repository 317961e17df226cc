import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { CardPage } from '../../components/ui/CardPage';
import {
  Button,
  FormAlert,
  NewPasswordField,
  TextField,
  buttonClass,
  formStyles,
} from '../../components/ui/form';
import {
  codeText,
  confirmationProblem,
  passwordChecks,
  passwordProblem,
  ruleValidator,
  useServerErrors,
} from '../../lib/forms';
import { useResetPassword } from './api/reset-password';
import { RESET_ERRORS, RESET_FIELDS } from './auth-errors';
import styles from './auth.module.css';
import { PATHS } from '../../lib/paths';

interface ResetValues {
  password: string;
  confirmation: string;
}

/** /reset-password?token=…: the link of the reset mail; a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ mode: 'onTouched', defaultValues: { password: '', confirmation: '' } });
  const password = useWatch({ control, name: 'password' });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(setError, RESET_ERRORS, RESET_FIELDS);

  if (!token) {
    return (
      <CardPage headingId="reset-title" title={t('auth.reset.missingHeading')}>
        <title>{t('auth.reset.pageTitle')}</title>
        <div className={styles.done}>
          <p>{t('auth.reset.missingBody')}</p>
          <Link className={buttonClass()} to={PATHS.forgotPassword}>
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      </CardPage>
    );
  }

  if (done) {
    return (
      <CardPage headingId="reset-title" title={t('auth.reset.doneHeading')}>
        <title>{t('auth.reset.pageTitle')}</title>
        <div className={styles.done} role="status">
          <span className={styles.sent} aria-hidden="true">
            ✓
          </span>
          <p>{t('auth.reset.doneBody')}</p>
          <Link className={buttonClass()} to={PATHS.login}>
            {t('auth.reset.signIn')}
          </Link>
        </div>
      </CardPage>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    try {
      await reset.mutateAsync({ token, password: values.password });
      setDone(true);
    } catch (error) {
      placeErrors(error);
    }
  });

  return (
    <CardPage
      headingId="reset-title"
      title={t('auth.reset.heading')}
      lead={t('auth.reset.lead')}
      footer={<Link to={PATHS.forgotPassword}>{t('auth.reset.requestNew')}</Link>}
    >
      <title>{t('auth.reset.pageTitle')}</title>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
        <FormAlert errors={formErrors} />
        <NewPasswordField
          label={t('auth.reset.password')}
          checks={passwordChecks(password).filter((check) => check.id !== 'notPersonal')}
          error={errors.password?.message}
          {...register('password', { validate: ruleValidator(passwordProblem), deps: ['confirmation'] })}
        />
        <TextField
          label={t('auth.reset.confirmation')}
          type="password"
          autoComplete="new-password"
          revealable
          required
          error={errors.confirmation?.message}
          {...register('confirmation', {
            validate: (value, values) => {
              if (value === '') return codeText(6000);
              const code = confirmationProblem(values.password, value);
              return code === null ? true : codeText(code);
            },
          })}
        />
        <Button type="submit" block busy={isSubmitting} busyLabel={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </CardPage>
  );
}

export default ResetPasswordPage;
