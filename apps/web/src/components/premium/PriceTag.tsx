import type { BillingPeriod } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatMoney, periodUnit } from './money-format';

export interface PriceTagProps {
  /** The wire's decimal string ("7.99"). */
  amount: string;
  currency: string;
  /** With a period: "$7.99/month"; without: "$7.99". */
  period?: BillingPeriod;
  className?: string;
}

/** A price in the page's language and the amount's currency, per month or year when billed so. */
export function PriceTag({ amount, currency, period, className }: PriceTagProps) {
  const { t, i18n } = useTranslation();
  const price = formatMoney(amount, currency, i18n.language);
  return (
    <span className={className} data-testid="price-tag">
      {period ? t(`premium.price.per.${periodUnit(period)}`, { price }) : price}
    </span>
  );
}
