import { codedError } from '@fanverse/client';
import { MARKETING_LANGS, USERNAME_MAX, USERNAME_MIN } from '@fanverse/contract';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { AgeGatePrompt, useRegistrationGate } from '../../components/age-gate';
import { CardPage } from '../../components/ui/CardPage';
import {
  Button,
  CheckboxField,
  EmailField,
  FormAlert,
  NewPasswordField,
  SelectField,
  UsernameField,
  formStyles,
} from '../../components/ui/form';
import { useCaptcha } from '../../lib/captcha';
import { countryOptions, isCountryCode } from '../../lib/countries';
import {
  emailProblem,
  passwordChecks,
  passwordProblem,
  ruleValidator,
  usernameProblem,
  useServerErrors,
} from '../../lib/forms';
import { currentLocale } from '../../lib/i18n';
import { readReturnPath, useSignedIn, withReturnPath } from '../../lib/session';
import { siteSettingsStore } from '../../lib/site-settings';
import { useStore } from '../../lib/store';
import { useAgreementRevisions } from './api/get-agreement-revisions';
import { useRegister } from './api/register';
import { REGISTER_ERRORS, REGISTER_FIELDS } from './auth-errors';
import { CaptchaNotice } from './CaptchaNotice';
import styles from './auth.module.css';
import { PATHS } from '../../lib/paths';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  marketingLang: 'en' | 'es';
  marketingCountry: string;
  optIn: boolean;
}

const selectCountry = (settings: { countryCode: string | null }) => settings.countryCode;

/** /register (spec accounts §2): create an account; the new member is signed in at once. */
export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const registration = useRegister();
  const captcha = useCaptcha('register');
  const consumerCountry = useStore(siteSettingsStore, selectCountry);
  // Set once signed in here, so the "already signed in" redirect below does not race our own.
  const [leaving, setLeaving] = useState(false);
  const lang = currentLocale(i18n);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const agreements = useAgreementRevisions(lang);
  const defaultCountry = isCountryCode(consumerCountry) ? consumerCountry : '';
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    mode: 'onTouched',
    defaultValues: {
      username: '',
      // A link may bring the address to register with (a gift's claim page: the receiver's).
      email: new URLSearchParams(location.search).get('email')?.trim().slice(0, 254) ?? '',
      password: '',
      marketingLang: lang,
      marketingCountry: defaultCountry,
      optIn: false,
    },
  });
  const { formErrors, setFormErrors, clearErrors, placeErrors } = useServerErrors(
    setError,
    REGISTER_ERRORS,
    REGISTER_FIELDS,
  );
  const [username, email, password] = useWatch({ control, name: ['username', 'email', 'password'] });
  const checks = passwordChecks(password, { username, email });
  // Where the law of the visitor's country sets an age to register, the date of birth comes first.
  const ageGate = useRegistrationGate(consumerCountry);

  if (signedIn && !isSubmitting && !leaving) {
    return <Navigate to={readReturnPath(location.search)} replace />;
  }

  if (ageGate.gate.status !== 'open') {
    return (
      <CardPage headingId="register-title" title={t('auth.register.heading')} wide>
        <title>{t('auth.register.pageTitle')}</title>
        <AgeGatePrompt control={ageGate} kind="registration" />
      </CardPage>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    let answer;
    try {
      answer = await captcha.getAnswer();
    } catch {
      setFormErrors([codedError(1080, i18n.resolvedLanguage)]);
      return;
    }
    try {
      await registration.mutateAsync({
        input: {
          username: values.username,
          email: values.email.trim(),
          password: values.password,
          marketing_lang: values.marketingLang,
          marketing_country: values.marketingCountry || undefined,
          captcha: answer,
        },
        optIn: values.optIn,
        agreements: agreements.data,
      });
      setLeaving(true);
      // A welcome that asks the new member to verify their email, unless a page sent them here
      // to come back (a gift's claim page).
      await navigate(readReturnPath(location.search, PATHS.welcome), { replace: true });
    } catch (error) {
      placeErrors(error);
    }
  });

  return (
    <CardPage
      headingId="register-title"
      title={t('auth.register.heading')}
      lead={t('auth.register.lead')}
      wide
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to={withReturnPath(PATHS.login, readReturnPath(location.search, ''))}>
            {t('auth.register.signInLink')}
          </Link>
        </>
      }
    >
      <title>{t('auth.register.pageTitle')}</title>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="register-title">
        <FormAlert errors={formErrors} />
        <UsernameField
          label={t('auth.fields.username')}
          hint={t('auth.register.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
          maxLength={USERNAME_MAX}
          error={errors.username?.message}
          {...register('username', { validate: ruleValidator(usernameProblem) })}
        />
        <EmailField
          label={t('auth.fields.email')}
          error={errors.email?.message}
          {...register('email', { validate: ruleValidator(emailProblem) })}
        />
        <NewPasswordField
          label={t('auth.fields.password')}
          checks={checks}
          error={errors.password?.message}
          {...register('password', { validate: ruleValidator(passwordProblem) })}
        />
        <div className={formStyles.row}>
          <SelectField
            label={t('auth.fields.marketingLang')}
            autoComplete="language"
            error={errors.marketingLang?.message}
            {...register('marketingLang')}
          >
            {MARKETING_LANGS.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('auth.fields.marketingCountry')}
            autoComplete="country"
            error={errors.marketingCountry?.message}
            {...register('marketingCountry')}
          >
            {!defaultCountry && <option value="">{t('forms.chooseCountry')}</option>}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
        </div>
        <CheckboxField
          label={t('auth.register.optIn')}
          hint={t('auth.register.optInHint')}
          {...register('optIn')}
        />
        <p className={styles.notice}>
          <Trans
            i18nKey="auth.register.terms"
            components={{
              terms: <Link to={PATHS.terms} target="_blank" rel="noopener" />,
              privacy: <Link to={PATHS.privacy} target="_blank" rel="noopener" />,
              newTab: <span className="visually-hidden" />,
            }}
          />
        </p>
        <Button type="submit" block busy={isSubmitting} busyLabel={t('auth.register.submitting')}>
          {t('auth.register.submit')}
        </Button>
        <CaptchaNotice enabled={captcha.enabled} platform={captcha.platform} />
      </form>
    </CardPage>
  );
}

export default RegisterPage;
