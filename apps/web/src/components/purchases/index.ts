/*
 * Purchases pieces other features mount (the episode and book pages' Buy and Owned, the walls'
 * preview step), and what the player and the reader need to send a preview token. The purchases
 * pages themselves live in features/purchases.
 */
export { BuyOffer } from './BuyOffer';
export { OwnedBadge } from './OwnedBadge';
export { PreviewButton, type PreviewButtonProps } from './PreviewButton';
export { useIsOwned, useOffer, useOwned, usePreviewBalance, useActiveCards } from './purchase-queries';
export { useBuy, useUsePreview, type Keyed } from './purchase-actions';
export { withOwnership } from './owned-access';
export { refreshItemAccess } from './access-refresh';
export { purchasesKeys } from './purchases-keys';
export { hasCode, outcomeUnknown, purchaseProblem, type PurchaseProblem } from './purchase-errors';
export {
  forgetPreviewToken,
  previewTokenOf,
  rightsWithPreview,
  savePreviewToken,
  type PreviewContentType,
} from './preview-tokens';
export {
  GIFT_PATH,
  PURCHASES_PATH,
  REDEEM_PATH,
  bookPagePath,
  bookReaderPath,
  episodeWatchPath,
} from './purchases-paths';
