import {
  PIN_MAX_LENGTH,
  type ComicRatingLadder,
  type TvRatingLadder,
  type ViewerPin,
} from '@fanverse/contract';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  CurrentPasswordField,
  FormAlert,
  SelectField,
  TextField,
  Button,
  formStyles,
} from '../../../components/ui/form';
import { countryOptions } from '../../../lib/countries';
import { useServerErrors } from '../../../lib/forms';
import { currentLocale } from '../../../lib/i18n';
import { useSaveLimits } from '../api/change-limits';
import {
  LIMITS_ERRORS,
  LIMITS_FIELDS,
  allowedUnder,
  comicsAllowedUnder,
  initialValues,
  limitsBody,
  pinRule,
  tvChoices,
  type LimitsValues,
} from '../parental-form';
import styles from '../parental.module.css';

export interface LimitsFormProps {
  pin: ViewerPin;
  tvLadder: TvRatingLadder;
  comicLadder: ComicRatingLadder;
  /** The ladder's country changed in the form: the page asks for that country's ladder. */
  onCountry(country: string): void;
  /** Saved: the page says so (the form starts afresh when a pin is first set). */
  onSaved(): void;
  fallbackCountry: string;
}

/**
 * The limits (a TV and film limit on the common level scale, a comics limit, "No limit" for
 * either) and the pin (four digits, typed twice). Once controls exist, changing them asks for
 * the account password: it is the parent's decision, not the child's who saw the pin typed.
 */
export function LimitsForm({
  pin,
  tvLadder,
  comicLadder,
  onCountry,
  onSaved,
  fallbackCountry,
}: LimitsFormProps) {
  const { t, i18n } = useTranslation();
  const lang = currentLocale(i18n);
  const countries = useMemo(() => countryOptions(lang), [lang]);
  const save = useSaveLimits();
  const passwordNeeded = pin.pin_set;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LimitsValues>({ mode: 'onTouched', defaultValues: initialValues(pin, fallbackCountry) });
  const { formErrors, clearErrors, placeErrors } = useServerErrors(setError, LIMITS_ERRORS, LIMITS_FIELDS);
  const [tvRating, ageRating] = useWatch({ control, name: ['tvRating', 'ageRating'] });
  const videoAllowed = allowedUnder(tvLadder, tvRating);
  const comicsAllowed = comicsAllowedUnder(comicLadder, ageRating);
  const list = (names: string[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);

  const onSubmit = handleSubmit(async (values) => {
    clearErrors();
    try {
      const saved = await save.mutateAsync(limitsBody(values, passwordNeeded));
      reset(initialValues(saved, fallbackCountry));
      onSaved();
    } catch (error) {
      placeErrors(error);
    }
  });

  const country = register('country');
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="limits-title">
      <FormAlert errors={formErrors} />
      <SelectField
        label={t('parental.form.country')}
        hint={t('parental.form.countryHint', { country: tvLadder.country })}
        error={errors.country?.message}
        {...country}
        onChange={(event) => {
          void country.onChange(event);
          onCountry(event.target.value);
        }}
      >
        {countries.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <div className={formStyles.row}>
        <SelectField
          label={t('parental.form.tvRating')}
          hint={
            !videoAllowed
              ? t('parental.form.noLimitHint')
              : videoAllowed.film.length > 0
                ? t('parental.form.tvAllows', { tv: list(videoAllowed.tv), film: list(videoAllowed.film) })
                : t('parental.form.tvAllowsNoFilm', { tv: list(videoAllowed.tv) })
          }
          error={errors.tvRating?.message}
          {...register('tvRating')}
        >
          <option value="">{t('parental.form.noLimit')}</option>
          {tvChoices(tvLadder).map((rating) => (
            <option key={rating.name} value={rating.name}>
              {rating.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('parental.form.ageRating')}
          hint={
            comicsAllowed
              ? t('parental.form.comicsAllow', { ratings: list(comicsAllowed) })
              : t('parental.form.noLimitHint')
          }
          error={errors.ageRating?.message}
          {...register('ageRating')}
        >
          <option value="">{t('parental.form.noLimit')}</option>
          {[...comicLadder.ratings]
            .sort((a, b) => a.order - b.order)
            .map((rating) => (
              <option key={rating.name} value={rating.name}>
                {rating.name}
              </option>
            ))}
        </SelectField>
      </div>
      {(videoAllowed || comicsAllowed) && <p className={styles.note}>{t('parental.form.unratedNote')}</p>}
      <div className={formStyles.row}>
        <TextField
          label={t(pin.pin_set ? 'parental.form.newPin' : 'parental.form.pin')}
          hint={t(pin.pin_set ? 'parental.form.newPinHint' : 'parental.form.pinHint')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={PIN_MAX_LENGTH}
          className={styles.pinField}
          error={errors.pin?.message}
          {...register('pin', { validate: pinRule })}
        />
        <TextField
          label={t('parental.form.confirmPin')}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={PIN_MAX_LENGTH}
          className={styles.pinField}
          error={errors.confirmPin?.message}
          {...register('confirmPin', {
            validate: (value) => (value === getValues('pin') ? true : 'parental.pin.mismatch'),
          })}
        />
      </div>
      {passwordNeeded && (
        <CurrentPasswordField
          label={t('parental.form.password')}
          hint={t('parental.form.passwordHint')}
          error={errors.password?.message}
          {...register('password', {
            validate: (value) => (value ? true : 'parental.form.passwordRequired'),
          })}
        />
      )}
      <div className={styles.footer}>
        <Button type="submit" busy={isSubmitting} busyLabel={t('parental.form.saving')}>
          {t(pin.pin_set ? 'parental.form.update' : 'parental.form.turnOn')}
        </Button>
      </div>
    </form>
  );
}
