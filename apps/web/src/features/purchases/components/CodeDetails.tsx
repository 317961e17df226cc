import type { EstPromoCode } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatDate, formatMoney } from '../../../components/premium';
import { ownedThingOf } from '../purchases-model';
import { ItemArt } from './ItemArt';
import { OwnedBadge } from '../../../components/purchases';
import styles from '../purchases.module.css';

/**
 * Why a code cannot be redeemed by this member, from what the check answers (the server gives no
 * reason field): expired, not open yet, or limited to other countries / redeemed already.
 */
export function notRedeemableKey(code: EstPromoCode, now = Date.now()): string {
  if (code.expires_at && Date.parse(code.expires_at) <= now) return 'purchases.redeem.why.expired';
  if (!code.is_approved || Date.parse(code.date) > now) return 'purchases.redeem.why.notActive';
  if (code.countries.length > 0) return 'purchases.redeem.why.countryOrUsed';
  return 'purchases.redeem.why.used';
}

/** What a code grants, before it is redeemed: each asset (its price struck, free with the code) or months of Premium. */
export function CodeDetails({ code }: { code: EstPromoCode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <>
      <h2 id="code-details">{code.name || code.code}</h2>
      {code.marketing_description && <p>{code.marketing_description}</p>}
      {code.type === 'comp' ? (
        <p className={styles.price}>{t('purchases.redeem.months', { count: code.comp_duration })}</p>
      ) : (
        <ul className={styles.list} aria-label={t('purchases.redeem.grants')}>
          {code.assets.map((asset) => {
            const thing =
              asset.object.model === 'gift'
                ? null
                : ownedThingOf(asset.object.model, asset.object.data, asset.title);
            return (
              <li key={asset.sku} className={styles.row}>
                <ItemArt model={asset.object.model} assetKey={thing?.assetKey ?? null} />
                <div className={styles.rowBody}>
                  <p className={styles.rowTitle}>{asset.title}</p>
                  <p className={styles.meta}>
                    <span className={styles.struck}>
                      <span className="visually-hidden">{t('purchases.redeem.wasPrice')} </span>
                      {formatMoney(asset.price, asset.currency_code, lang)}
                    </span>
                    <span>{t('purchases.redeem.free')}</span>
                    {asset.owned && <OwnedBadge />}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {code.expires_at && (
        <p className={styles.muted}>
          {t('purchases.redeem.expires', { date: formatDate(code.expires_at, lang) })}
        </p>
      )}
      {!code.redeemable && (
        <p className={styles.notice} data-testid="not-redeemable">
          {t(notRedeemableKey(code) as never, { countries: code.countries.join(', ') })}
        </p>
      )}
    </>
  );
}
