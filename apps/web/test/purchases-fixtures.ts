/*
 * The purchases replies the web tests answer with: the client's sample data (one source of
 * codes, history items, offers and preview balances), plus the premium card and tax samples.
 */
export {
  BOOK_UUID,
  EPISODE_UUID,
  PM_GUID,
  estCode,
  gift,
  offer,
  owned,
  previewBalance,
  previewGrant,
  purchaseHistory,
  purchaseItem,
  redemption,
} from '../../../packages/client/test/purchases-fixtures';
export { SANDBOX_CONFIG, paymentMethod, promo, tax } from '../../../packages/client/test/premium-fixtures';
