export { createPurchasesCalls } from './purchases-calls';
export { purchasesChecks } from './purchases-checks';
export { purchasesCodeMapping, purchasesMapping } from '../mappings/purchases-mappings';
export type { PurchasesCalls } from './purchases-types';
