import { useMemo } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField, TextField } from '../ui/form';
import { countryOptions } from '../../lib/countries';
import type { CardEntry, CardErrors } from './card-entry';
import styles from './premium-forms.module.css';

export interface PlaceFieldsProps {
  value: Pick<CardEntry, 'postalCode' | 'country'>;
  onChange(patch: Partial<CardEntry>): void;
  errors?: CardErrors;
  disabled?: boolean;
}

/** The billing postal code and country: they decide the tax, and Braintree checks them against the card. */
export function PlaceFields({ value, onChange, errors = {}, disabled }: PlaceFieldsProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <div className={styles.row}>
      <TextField
        label={t('premium.card.postalCode')}
        name="postal_code"
        autoComplete="postal-code"
        value={value.postalCode}
        onChange={(event) => onChange({ postalCode: event.target.value })}
        error={errors.postalCode}
        disabled={disabled}
        required
        maxLength={12}
      />
      <SelectField
        label={t('premium.card.country')}
        name="country_code_alpha2"
        autoComplete="country"
        value={value.country}
        onChange={(event) => onChange({ country: event.target.value })}
        error={errors.country}
        disabled={disabled}
        required
      >
        <option value="">{t('premium.card.countryChoose')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
