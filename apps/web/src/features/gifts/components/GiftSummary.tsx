import type { PremiumGiftProduct, Tax } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatMoney, PriceTag, payPageStyles } from '../../../components/premium';
import styles from '../gifts.module.css';

export interface GiftSummaryProps {
  product: PremiumGiftProduct | null;
  /** The tax line for the product and the chosen card's place; null until asked. */
  tax: Tax | undefined;
  loading: boolean;
  /** The tax could not be worked out: the charge adds it all the same ("calculated at payment"). */
  taxFailed: boolean;
  /** No card chosen yet: the tax depends on its place. */
  needsCard: boolean;
}

/** The gift's price, its tax and the total the card is charged once (in the card country's currency). */
export function GiftSummary({ product, tax, loading, taxFailed, needsCard }: GiftSummaryProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!product) return null;
  const money = (amount: string) => formatMoney(amount, tax?.currency_code ?? product.currency_code, lang);

  let body;
  if (needsCard) body = <p className={styles.muted}>{t('gifts.summary.needsCard')}</p>;
  else if (taxFailed) body = <p className={styles.muted}>{t('gifts.summary.taxAtPayment')}</p>;
  else if (!tax) body = <p className={styles.muted}>{t('gifts.summary.working')}</p>;
  else {
    const rate = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 3 }).format(
      tax.combined_rate,
    );
    body = (
      <>
        <dl className={payPageStyles.lines} aria-busy={loading || undefined}>
          {!tax.tax_inclusive && (
            <>
              <div>
                <dt>{t('gifts.summary.subtotal')}</dt>
                <dd>{money(tax.subtotal)}</dd>
              </div>
              <div>
                <dt>{t('gifts.summary.tax', { rate })}</dt>
                <dd>{money(tax.tax_amount)}</dd>
              </div>
            </>
          )}
          <div className={payPageStyles.total}>
            <dt>{t('gifts.summary.total')}</dt>
            <dd data-testid="gift-total">{money(tax.total)}</dd>
          </div>
        </dl>
        {tax.tax_inclusive && (
          <p className={styles.muted}>
            {t('gifts.summary.vatIncluded', { rate, amount: money(tax.tax_amount) })}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={styles.summary} aria-labelledby="gift-summary">
      <h2 id="gift-summary" className={styles.panelTitle}>
        {t('gifts.summary.title')}
      </h2>
      <p className={styles.summaryProduct}>
        <span>{t('gifts.form.months', { count: product.months })}</span>{' '}
        <PriceTag amount={product.price} currency={product.currency_code} />
      </p>
      <div aria-live="polite">{body}</div>
    </section>
  );
}
