import type { Area } from '../area/area-context';
import type { PurchasesCalls } from './purchases-types';

/** `client.purchases`; see `PurchasesCalls` (purchases-types.ts). (Being built.) */
export const createPurchasesCalls: Area<PurchasesCalls> = (_context) => {
  const notBuilt = () => Promise.reject(new Error('client.purchases is being built'));
  return {
    getExternalPromo: notBuilt,
    checkEstCode: notBuilt,
    redeemEstCode: notBuilt,
    getEstHistory: notBuilt,
    getPurchases: notBuilt,
    createGift: notBuilt,
    getSentGifts: notBuilt,
    getGiftClaim: notBuilt,
    claimGift: notBuilt,
    getOffer: notBuilt,
    buy: notBuilt,
    getOwned: notBuilt,
    getPreviews: notBuilt,
    usePreview: notBuilt,
    getRetentionOffers: notBuilt,
  };
};
