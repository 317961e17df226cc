import type { PurchaseItem, PurchaseSource } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../../components/premium';
import { buttonClass } from '../../../components/ui/form';
import { giftOf, isInactive, ownedThingOf } from '../purchases-model';
import { ItemArt } from './ItemArt';
import styles from '../purchases.module.css';

const SOURCE_KEYS: Record<PurchaseSource, string> = {
  Purchased: 'purchases.source.purchased',
  'PromoCode Grant': 'purchases.source.code',
  'Admin Grant': 'purchases.source.staff',
  Undefined: 'purchases.source.other',
};

/**
 * One line of the purchase history: the art, the title (a link to the item), how it came (bought,
 * a code, a staff grant), when, what was paid and its state; a gift names its receiver instead.
 * Items no longer usable (refunded, revoked, an expired gift) are greyed and say why.
 */
export function PurchaseRow({ item }: { item: PurchaseItem }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const gift = giftOf(item);
  const thing =
    item.object.model === 'gift' ? null : ownedThingOf(item.object.model, item.object.data, item.title);
  const paid =
    Number(item.price) > 0 && item.currency_code ? formatMoney(item.price, item.currency_code, lang) : null;
  return (
    <li className={styles.row} data-inactive={isInactive(item)} data-testid="purchase-row">
      <ItemArt model={item.object.model} assetKey={thing?.assetKey ?? null} />
      <div className={styles.rowBody}>
        <p className={styles.rowTitle}>{thing ? <Link to={thing.pageTo}>{item.title}</Link> : item.title}</p>
        {gift && (
          <p>
            {t('purchases.history.giftTo', {
              name: gift.receiver_name || gift.receiver_email,
              email: gift.receiver_email,
            })}
          </p>
        )}
        <ul className={styles.meta}>
          <li>
            <span className={styles.badge} data-tone={item.source === 'Purchased' ? 'gold' : undefined}>
              {t((gift ? 'purchases.source.gift' : SOURCE_KEYS[item.source]) as never)}
            </span>
          </li>
          <li>
            <time dateTime={item.create_dt}>{formatDate(item.create_dt, lang)}</time>
          </li>
          {paid && <li>{paid}</li>}
          <li data-testid="purchase-state">{t(`purchases.state.${item.state}`)}</li>
        </ul>
      </div>
      {thing && item.is_active && (
        <Link className={`${buttonClass('secondary')} ${styles.rowAction}`} to={thing.useTo}>
          {t(thing.model === 'book' ? 'purchases.redeem.done.read' : 'purchases.redeem.done.watch')}
          <span className="visually-hidden">: {item.title}</span>
        </Link>
      )}
    </li>
  );
}
