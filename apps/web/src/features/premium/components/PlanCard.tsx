import type { BillingPeriod, PremiumPlan } from '@fanverse/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { formatMinor, PriceTag } from '../../../components/premium';
import { annualSaving, monthlyEquivalentMinor, productFor } from '../premium-model';
import { TrialLine } from './TrialLine';
import styles from '../premium.module.css';

export interface PlanCardProps {
  plan: PremiumPlan;
  period: BillingPeriod;
  /** Where the plan's button goes for a product code (checkout, or sign-up first). */
  linkFor(productCode: string): string;
  /** The member has premium already: no buy button. */
  owned: boolean;
}

/** One plan side by side with the others: its price for the period, trial, perks and button. */
export function PlanCard({ plan, period, linkFor, owned }: PlanCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const product = productFor(plan, period);
  const d = plan.descriptors;
  const saving = period === 'P1Y' ? annualSaving(plan) : 0;
  return (
    <article
      className={styles.plan}
      aria-labelledby={titleId}
      data-plan={plan.code}
      style={d.highlight_color ? { borderColor: d.highlight_color } : undefined}
    >
      <header className={styles.planHead}>
        <h2 id={titleId} className={styles.planTitle}>
          {d.title || plan.name}
        </h2>
        {d.subtitle && <p className={styles.planSubtitle}>{d.subtitle}</p>}
      </header>
      {product ? (
        <div className={styles.planPrice}>
          <PriceTag
            amount={product.price}
            currency={product.currency_code}
            period={product.period}
            className={styles.price}
          />
          {product.period === 'P1Y' && (
            <span className={styles.perMonth}>
              {t('premium.price.monthlyEquivalent', {
                price: formatMinor(monthlyEquivalentMinor(product), product.currency_code, i18n.language),
              })}
            </span>
          )}
          {saving > 0 && <span className={styles.badge}>{t('premium.page.save', { percent: saving })}</span>}
          <TrialLine product={product} />
        </div>
      ) : (
        <p className={styles.planPrice}>{t('premium.page.notThisPeriod')}</p>
      )}
      {d.short_description && <p className={styles.planDescription}>{d.short_description}</p>}
      <ul className={styles.perks} aria-label={t('premium.page.perks', { plan: d.title || plan.name })}>
        {d.available_perks.map((perk) => (
          <li key={`yes-${perk}`} data-included="true">
            <span aria-hidden="true">✓</span> {perk}
          </li>
        ))}
        {d.unavailable_perks.map((perk) => (
          <li key={`no-${perk}`} data-included="false">
            <span aria-hidden="true">✕</span>{' '}
            <span className="visually-hidden">{t('premium.page.notIncluded')}</span>
            {perk}
          </li>
        ))}
      </ul>
      {product && !owned && (
        <Link
          className={buttonClass('primary', true)}
          to={linkFor(product.code)}
          aria-label={t('premium.page.chooseLabel', {
            action: d.button_title || t('premium.page.choose'),
            product: product.name,
          })}
          data-product={product.code}
        >
          {d.button_title || t('premium.page.choose')}
        </Link>
      )}
      {d.purchase_terms && <p className={styles.terms}>{d.purchase_terms}</p>}
    </article>
  );
}
