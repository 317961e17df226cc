import { codedError } from '@fanverse/client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { CardPage } from '../../components/ui/CardPage';
import { Button, CurrentPasswordField, FormAlert, UsernameField, formStyles } from '../../components/ui/form';
import { useCaptcha } from '../../lib/captcha';
import { codeText, loginIdentifier, useServerErrors } from '../../lib/forms';
import { readReturnPath, useSignedIn, withReturnPath } from '../../lib/session';
import { useLogin } from './api/login';
import { LOGIN_ERRORS, LOGIN_FIELDS } from './auth-errors';
import { CaptchaNotice } from './CaptchaNotice';
import styles from './auth.module.css';
import { PATHS } from '../../lib/paths';

interface LoginValues {
  identifier: string;
  password: string;
}

/** /login (spec accounts §2): sign in with username or email; back to where the visitor was. */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const login = useLogin();
  const captcha = useCaptcha('login');
  // Set once signed in here, so the "already signed in" redirect below does not race our own.
  const [leaving, setLeaving] = useState(false);
  const next = readReturnPath(location.search);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { identifier: '', password: '' } });
  const { formErrors, setFormErrors, clearErrors, placeErrors } = useServerErrors(
    setError,
    LOGIN_ERRORS,
    LOGIN_FIELDS,
  );

  // Already signed in (on arrival, or in another tab meanwhile): nothing to do here.
  if (signedIn && !isSubmitting && !leaving) return <Navigate to={next} replace />;

  const onSubmit = handleSubmit(async ({ identifier, password }) => {
    clearErrors();
    const lang = i18n.resolvedLanguage;
    let answer;
    try {
      answer = await captcha.getAnswer();
    } catch {
      setFormErrors([codedError(1080, lang)]);
      return;
    }
    try {
      await login.mutateAsync({ ...loginIdentifier(identifier), password, captcha: answer });
      setLeaving(true);
      await navigate(next, { replace: true });
    } catch (error) {
      placeErrors(error);
    }
  });

  return (
    <CardPage
      headingId="login-title"
      title={t('auth.login.heading')}
      lead={t('auth.login.lead')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to={withReturnPath(PATHS.register, next)}>{t('auth.login.registerLink')}</Link>
        </>
      }
    >
      <title>{t('auth.login.pageTitle')}</title>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <FormAlert errors={formErrors} />
        <UsernameField
          label={t('auth.fields.identifier')}
          error={errors.identifier?.message}
          {...register('identifier', {
            validate: (value) => (value.trim() === '' ? codeText(6000) : true),
          })}
        />
        <CurrentPasswordField
          label={t('auth.fields.password')}
          error={errors.password?.message}
          {...register('password', { validate: (value) => (value === '' ? codeText(1025) : true) })}
        />
        <div className={styles.linkRow}>
          <Link to={PATHS.forgotPassword}>{t('auth.login.forgot')}</Link>
        </div>
        <Button type="submit" block busy={isSubmitting} busyLabel={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </Button>
        <CaptchaNotice enabled={captcha.enabled} platform={captcha.platform} />
      </form>
    </CardPage>
  );
}

export default LoginPage;
