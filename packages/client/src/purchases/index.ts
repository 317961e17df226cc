export { createPurchasesCalls } from './purchases-calls';
export type { PurchasesCalls } from './purchases-types';
