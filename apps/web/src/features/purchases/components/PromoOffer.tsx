import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { checkoutPath, premiumKeys } from '../../../components/premium';
import { buttonClass } from '../../../components/ui/form';
import { apiClient } from '../../../lib/api-client';
import styles from '../purchases.module.css';

/**
 * A code that is no EST code may be a Premium promo code: asked for (GET …/promos/{code}) and,
 * when it exists, offered as "Use this code" into checkout with the code applied. Returns null
 * (so the page shows "not found") when it is no promo code either.
 */
export function PromoOffer({ code, notFound }: { code: string; notFound: React.ReactNode }) {
  const { t } = useTranslation();
  const promo = useQuery({
    queryKey: premiumKeys.promo(code, undefined),
    queryFn: ({ signal }) => apiClient.premium.getPromo(code, undefined, { signal }),
    staleTime: 60_000,
    retry: false,
  });
  if (promo.isPending) return <p className={styles.muted}>{t('purchases.redeem.checking')}</p>;
  if (!promo.data) return <>{notFound}</>;
  return (
    <section className={styles.panel} aria-labelledby="promo-offer">
      <h2 id="promo-offer">{t('purchases.redeem.promo.title')}</h2>
      <p>{promo.data.marketing_description || t('purchases.redeem.promo.body')}</p>
      <div className={styles.actions}>
        <Link
          className={buttonClass()}
          to={checkoutPath(promo.data.product.code, { promo: promo.data.code.toUpperCase() })}
        >
          {t('purchases.redeem.promo.use')}
        </Link>
      </div>
    </section>
  );
}
