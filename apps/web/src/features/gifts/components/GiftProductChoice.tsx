import type { PremiumGiftProduct } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { choiceStyles, PriceTag } from '../../../components/premium';
import { FieldError, describedBy } from '../../../components/ui/form';
import styles from '../gifts.module.css';

export interface GiftProductChoiceProps {
  products: PremiumGiftProduct[];
  value: number | null;
  onChange(id: number): void;
  error?: string;
  disabled?: boolean;
}

/** The gift's length (1, 3 or 12 months) with its price: one radio group, changed with the arrow keys. */
export function GiftProductChoice({ products, value, onChange, error, disabled }: GiftProductChoiceProps) {
  const { t } = useTranslation();
  const errorId = 'gift-product-error';
  return (
    <fieldset
      className={choiceStyles.choices}
      disabled={disabled}
      aria-describedby={describedBy(error && errorId)}
    >
      <legend className={choiceStyles.legend}>{t('gifts.form.product')}</legend>
      {products.map((product) => (
        <label key={product.id} className={choiceStyles.choice} data-product={product.code}>
          <input
            type="radio"
            name="gift-product"
            value={product.id}
            checked={value === product.id}
            onChange={() => onChange(product.id)}
          />
          <span className={styles.choiceText}>
            <span>{t('gifts.form.months', { count: product.months })}</span>
            <PriceTag amount={product.price} currency={product.currency_code} className={styles.price} />
          </span>
        </label>
      ))}
      <FieldError id={errorId} text={error} />
    </fieldset>
  );
}
