import type { PremiumProduct, PromoCode, Tax } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatMoney, periodUnit, PriceTag, payPageStyles } from '../../../components/premium';
import { checkoutProblem } from '../checkout-errors';
import styles from '../premium.module.css';

export interface OrderSummaryProps {
  product: PremiumProduct;
  /** The tax line's answer (the previous one while the next loads). */
  tax: Tax | undefined;
  /** Waiting for the member to stop typing, or for the server. */
  pending: boolean;
  taxError: unknown;
  /** Days of trial this member would get (0: charged today). */
  trialDays: number;
  /** YYYY-MM-DD the trial ends and the first charge falls. */
  firstChargeDate: string | null;
  /** A fixed-term code: premium for months with no charge and no card. */
  fixedTerm: PromoCode | null;
  /** No place given yet: nothing to work the tax out from. */
  needsPlace: boolean;
}

/**
 * The price, discount, tax and total as they will be charged, and what is due today (nothing
 * during a trial, with the date of the first charge). A live region: screen readers hear the
 * new total when the postal code or the promo changes it.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { product, tax, pending, taxError, trialDays, firstChargeDate, fixedTerm, needsPlace } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const money = (amount: string) => formatMoney(amount, tax?.currency_code ?? product.currency_code, lang);
  const unit = periodUnit(product.period);

  let body;
  if (fixedTerm) {
    body = <p>{t('premium.summary.fixedTerm', { count: fixedTerm.comp_duration })}</p>;
  } else if (taxError && !pending) {
    const problem = checkoutProblem(taxError, lang);
    body = (
      <p className={styles.summaryError} data-code={problem.code}>
        {problem.key ? t(problem.key as never) : problem.error.message}
      </p>
    );
  } else if (!tax) {
    body = (
      <p className={styles.muted}>
        {t(needsPlace ? 'premium.summary.needsPlace' : 'premium.summary.working')}
      </p>
    );
  } else {
    const discounted = Number(tax.discount_amount) > 0;
    const rate = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(
      tax.combined_rate,
    );
    body = (
      <>
        <dl className={payPageStyles.lines} aria-busy={pending || undefined}>
          <div>
            <dt>{t(`premium.summary.price.${unit}`)}</dt>
            <dd>{money(tax.base_price)}</dd>
          </div>
          {discounted && (
            <div>
              <dt>{t('premium.summary.discount', { code: tax.promo_code ?? '' })}</dt>
              <dd>{`−${money(tax.discount_amount)}`}</dd>
            </div>
          )}
          {!tax.tax_inclusive && (
            <>
              <div>
                <dt>{t('premium.summary.subtotal')}</dt>
                <dd>{money(tax.subtotal)}</dd>
              </div>
              <div>
                <dt>{t('premium.summary.tax', { rate })}</dt>
                <dd>{money(tax.tax_amount)}</dd>
              </div>
            </>
          )}
          <div className={payPageStyles.total}>
            <dt>{t('premium.summary.total')}</dt>
            <dd data-testid="summary-total">{money(tax.total)}</dd>
          </div>
          <div className={styles.due}>
            <dt>{t('premium.summary.dueToday')}</dt>
            <dd data-testid="summary-due">{money(trialDays > 0 ? '0.00' : tax.total)}</dd>
          </div>
        </dl>
        {tax.tax_inclusive && (
          <p className={styles.muted}>
            {t('premium.summary.vatIncluded', { rate, amount: money(tax.tax_amount) })}
          </p>
        )}
        {trialDays > 0 && firstChargeDate && (
          <p className={styles.muted}>
            {t(`premium.summary.firstCharge.${unit}`, {
              date: formatDate(firstChargeDate, lang),
              total: money(tax.total),
            })}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.summary} aria-labelledby="order-summary">
      <h2 id="order-summary" className={styles.summaryTitle}>
        {t('premium.summary.title')}
      </h2>
      <p className={styles.summaryProduct}>
        <span>{product.name}</span>{' '}
        <PriceTag amount={product.price} currency={product.currency_code} period={product.period} />
      </p>
      <div aria-live="polite">
        {body}
        {pending && tax && <p className="visually-hidden">{t('premium.summary.working')}</p>}
      </div>
    </section>
  );
}
