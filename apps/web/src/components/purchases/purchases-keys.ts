import type { PurchaseModel, PurchasesQuery } from '@fanverse/contract';
import { userKey } from '../../lib/query-keys';

/**
 * Query keys of the purchases reads. Everything that depends on who asks (what a code grants
 * them, what they own, their history, their preview credits, an offer with their card's tax)
 * lives under the user scope, so signing in or out drops it all at once.
 */
export const purchasesKeys = {
  all: () => userKey('purchases'),
  check: (code: string) => userKey('purchases', 'check', code),
  history: (query: PurchasesQuery) => userKey('purchases', 'history', query),
  owned: () => userKey('purchases', 'owned'),
  offers: () => userKey('purchases', 'offer'),
  offer: (model: PurchaseModel, uuid: string, paymentmethodGuid: string | null) =>
    userKey('purchases', 'offer', model, uuid, paymentmethodGuid),
  previews: () => userKey('purchases', 'previews'),
};
