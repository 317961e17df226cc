import type { EstRedemption } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/form';
import { PATHS } from '../../../lib/paths';
import { PURCHASES_PATH } from '../../../components/purchases';
import { ownedThingOf } from '../purchases-model';
import styles from '../purchases.module.css';

/** After redeeming: each item with the way to read or watch it now, or the Premium it opened. */
export function RedeemDone({ redemption }: { redemption: EstRedemption }) {
  const { t } = useTranslation();
  return (
    <section className={styles.success} aria-labelledby="redeem-done" role="status">
      <h2 id="redeem-done">{t('purchases.redeem.done.title')}</h2>
      {redemption.type === 'comp' ? (
        <>
          <p>{t('purchases.redeem.done.months', { count: redemption.comp_duration })}</p>
          <div className={styles.actions}>
            <Link className={buttonClass()} to={PATHS.subscription}>
              {t('purchases.redeem.done.subscription')}
            </Link>
          </div>
        </>
      ) : (
        <ul className={styles.list}>
          {redemption.assets.map((asset) => {
            const thing =
              asset.object.model === 'gift'
                ? null
                : ownedThingOf(asset.object.model, asset.object.data, asset.title);
            return (
              <li key={asset.sku} className={styles.actions}>
                <span className={styles.rowTitle}>{asset.title}</span>
                {thing && (
                  <Link className={buttonClass('secondary')} to={thing.useTo}>
                    {t(thing.model === 'book' ? 'purchases.redeem.done.read' : 'purchases.redeem.done.watch')}
                    <span className="visually-hidden">: {asset.title}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to={PURCHASES_PATH}>{t('purchases.redeem.done.history')}</Link>
      </p>
    </section>
  );
}
