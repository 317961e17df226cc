import type { PurchaseModel } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { formatMoney } from '../premium/money-format';
import { Button } from '../ui/form';
import { PATHS } from '../../lib/paths';
import { useSignedIn, withReturnPath } from '../../lib/session';
import { refreshItemAccess } from './access-refresh';
import { useIsOwned, useOffer } from './purchase-queries';
import { BuyDialog } from './BuyDialog';
import { OwnedBadge } from './OwnedBadge';
import styles from './Purchases.module.css';

/**
 * On an episode's or a book's page: "Owned" when the member has it, else its price in the
 * visitor's currency and Buy when it is for sale (nothing when it is not). Buying opens the
 * dialog; afterwards the item is marked owned and the rights are asked for again, so the wall
 * goes without a reload.
 */
export function BuyOffer({ model, uuid }: { model: PurchaseModel; uuid: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const offer = useOffer(model, uuid);
  const ownedHere = useIsOwned(model, uuid);
  const [open, setOpen] = useState(false);
  const [bought, setBought] = useState(false);

  if (ownedHere || bought || offer.data?.owned) {
    return (
      <div className={styles.buy}>
        <OwnedBadge />
        {bought && (
          <span role="status" className={styles.muted}>
            {t('purchases.buy.done')}
          </span>
        )}
      </div>
    );
  }
  const data = offer.data;
  if (!data?.sku || data.price === null) return null;
  const price = formatMoney(data.price, data.currency_code, i18n.language);
  return (
    <div className={styles.buy}>
      <span className={styles.price} data-testid="buy-price">
        {price}
      </span>
      {signedIn ? (
        <Button onClick={() => setOpen(true)}>
          {t('purchases.buy.action')}
          <span className="visually-hidden">: {data.title}</span>
        </Button>
      ) : (
        <Link to={withReturnPath(PATHS.login, `${location.pathname}${location.search}`)}>
          {t('purchases.buy.signIn')}
        </Link>
      )}
      {open && (
        <BuyDialog
          model={model}
          uuid={uuid}
          offer={data}
          onClose={() => setOpen(false)}
          onBought={() => {
            setOpen(false);
            setBought(true);
            refreshItemAccess(queryClient, { model, uuid, owned: true });
          }}
        />
      )}
    </div>
  );
}
