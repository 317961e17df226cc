import type { TaxQuery } from '@fanverse/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { premiumKeys } from '../../../components/premium';
import { apiClient } from '../../../lib/api-client';
import { callOptions, retryTransient, useContentLang } from '../../../lib/content-query';
import { userKey } from '../../../lib/query-keys';

/**
 * The reads of the gift pages. The catalog, cards and tax share premium's keys (a card saved here
 * is offered at checkout too); the gifts the member sent live under the user scope (dropped on
 * sign in and out); a claim view is anyone's who holds the link.
 */
export const giftKeys = {
  sent: () => userKey('gifts', 'sent'),
  claim: (token: string) => ['gifts', 'claim', token] as const,
};

/** GET /api/premium/2/catalog/: the gift products in the visitor's currency. */
export function useGiftCatalog() {
  const lang = useContentLang();
  return useQuery({
    queryKey: premiumKeys.catalog(lang),
    queryFn: ({ signal }) => apiClient.premium.getCatalog(undefined, callOptions(lang, signal)),
    staleTime: 5 * 60_000,
    retry: retryTransient,
  });
}

/**
 * GET /api/premium/2/tax for the gift product and the chosen card's place (premium prices any
 * active product, gifts included). `query` null: no card chosen yet.
 */
export function useGiftTax(query: TaxQuery | null) {
  return useQuery({
    queryKey: premiumKeys.tax(query ?? { product_code: '' }),
    queryFn: ({ signal }) => apiClient.premium.getTax(query!, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
}

/** GET /api/premium/2/gifts: the gifts the member sent, with their states. */
export function useSentGifts() {
  return useQuery({
    queryKey: giftKeys.sent(),
    queryFn: ({ signal }) => apiClient.purchases.getSentGifts({ signal }),
    retry: retryTransient,
  });
}

/** GET /api/premium/2/gifts/claim/{token}: what the link gives (no session needed). */
export function useGiftClaim(token: string) {
  const lang = useContentLang();
  return useQuery({
    queryKey: giftKeys.claim(token),
    queryFn: ({ signal }) => apiClient.purchases.getGiftClaim(token, callOptions(lang, signal)),
    retry: retryTransient,
  });
}
