import { PURCHASE_ORDERS } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckboxField, SelectField } from '../../../components/ui/form';
import { MODEL_FILTERS, SOURCE_FILTERS, withFilter, type HistoryFilters } from '../purchases-model';
import styles from '../purchases.module.css';

/** The history's filters and sort: each change goes to the address at once (no Apply button). */
export function HistoryFiltersForm({
  filters,
  onChange,
}: {
  filters: HistoryFilters;
  onChange(next: HistoryFilters): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.filters}>
      <legend className="visually-hidden">{t('purchases.history.filters')}</legend>
      <SelectField
        label={t('purchases.history.model.label')}
        value={filters.model}
        onChange={(event) =>
          onChange(withFilter(filters, { model: event.target.value as HistoryFilters['model'] }))
        }
      >
        {MODEL_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`purchases.history.model.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('purchases.history.source.label')}
        value={filters.source}
        onChange={(event) =>
          onChange(withFilter(filters, { source: event.target.value as HistoryFilters['source'] }))
        }
      >
        {SOURCE_FILTERS.map((value) => (
          <option key={value} value={value}>
            {t(`purchases.history.source.${value}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('purchases.history.order.label')}
        value={filters.order}
        onChange={(event) =>
          onChange(withFilter(filters, { order: event.target.value as HistoryFilters['order'] }))
        }
      >
        {PURCHASE_ORDERS.map((value) => (
          <option key={value} value={value}>
            {t(`purchases.history.order.${value}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={t('purchases.history.inactive')}
        checked={filters.inactive}
        onChange={(event) => onChange(withFilter(filters, { inactive: event.target.checked }))}
      />
    </fieldset>
  );
}
