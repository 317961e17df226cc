import { GENDERS, MARKETING_LANGS, type Profile } from '@fanverse/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckboxField, FormAlert, SelectField, TextField, formStyles } from '../../../components/ui/form';
import { countryOptions } from '../../../lib/countries';
import { codeText, dobProblem, useServerErrors } from '../../../lib/forms';
import { currentLocale, isLocale, setLocale } from '../../../lib/i18n';
import { AccountSection, SaveRow } from '../AccountSection';
import { PROFILE_ERRORS, PROFILE_FIELDS } from '../account-errors';
import { useUpdateProfile } from '../api/update-profile';
import { profileChanges, toProfileValues, type ProfileValues } from '../profile-form';
import styles from '../account.module.css';

function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Name, date of birth, gender, languages, country and mail preferences. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const update = useUpdateProfile();
  const [status, setStatus] = useState<string | null>(null);
  const values = useMemo(() => toProfileValues(profile), [profile]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ values, resetOptions: { keepDirtyValues: true } });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(setError, PROFILE_ERRORS, PROFILE_FIELDS);

  const onSubmit = handleSubmit(async (submitted) => {
    clearErrors();
    setStatus(null);
    const changes = profileChanges(profile, submitted);
    if (Object.keys(changes).length === 0) {
      setStatus(t('account.saved.nothing'));
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      reset(toProfileValues(saved));
      if (isLocale(changes.locale) && changes.locale !== lang) await setLocale(changes.locale);
      setStatus(
        changes.opt_in === true
          ? t('account.profile.savedOptIn', { email: saved.email })
          : t('account.saved.profile'),
      );
    } catch (error) {
      placeErrors(error);
    }
  });

  return (
    <AccountSection id="profile" title={t('account.profile.heading')} description={t('account.profile.lead')}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
        <FormAlert errors={formErrors} />
        <div className={formStyles.row}>
          <TextField
            label={t('account.profile.firstName')}
            autoComplete="given-name"
            maxLength={60}
            optional
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label={t('account.profile.lastName')}
            autoComplete="family-name"
            maxLength={60}
            optional
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <div className={formStyles.row}>
          <TextField
            label={t('account.profile.dob')}
            type="date"
            autoComplete="bday"
            max={todayIso()}
            min="1900-01-01"
            optional
            hint={t('account.profile.dobHint')}
            error={errors.dob?.message}
            {...register('dob', {
              validate: (value) => {
                const problem = dobProblem(value);
                if (problem === null) return true;
                return problem === 'future' ? 'account.profile.dobFuture' : codeText(problem);
              },
            })}
          />
          <SelectField
            label={t('account.profile.gender')}
            autoComplete="sex"
            optional
            error={errors.gender?.message}
            {...register('gender')}
          >
            {GENDERS.map((gender) => (
              <option key={gender || 'unset'} value={gender}>
                {t(`account.profile.genders.${gender || 'unset'}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <SelectField
          label={t('account.profile.locale')}
          hint={t('account.profile.localeHint')}
          error={errors.locale?.message}
          {...register('locale')}
        >
          {MARKETING_LANGS.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </SelectField>
        <fieldset className={styles.fieldset}>
          <legend>{t('account.profile.mailHeading')}</legend>
          <div className={formStyles.row}>
            <SelectField
              label={t('auth.fields.marketingLang')}
              error={errors.marketing_lang?.message}
              {...register('marketing_lang')}
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
              error={errors.marketing_country?.message}
              {...register('marketing_country')}
            >
              {!values.marketing_country && <option value="">{t('forms.chooseCountry')}</option>}
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </SelectField>
          </div>
          <CheckboxField
            label={t('account.profile.optIn')}
            hint={t('account.profile.optInHint')}
            {...register('opt_in')}
          />
          <CheckboxField label={t('account.profile.partnerOptIn')} {...register('partner_opt_in')} />
        </fieldset>
        <SaveRow busy={isSubmitting} status={status}>
          {t('account.profile.save')}
        </SaveRow>
      </form>
    </AccountSection>
  );
}
