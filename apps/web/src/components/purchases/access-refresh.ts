import type { OwnedItems, PurchaseModel } from '@fanverse/contract';
import type { QueryClient } from '@tanstack/react-query';
import { userKey } from '../../lib/query-keys';
import { purchasesKeys } from './purchases-keys';

/**
 * After an item became the member's (bought) or previewable (a preview token): the player's and
 * the reader's rights are asked for again (they key them under these prefixes), so the wall goes
 * without a reload; an owned item is marked at once, before the owned list comes back.
 */
export function refreshItemAccess(
  queryClient: QueryClient,
  item: { model: PurchaseModel; uuid: string; owned?: boolean },
): void {
  if (item.owned) {
    queryClient.setQueryData<OwnedItems>(purchasesKeys.owned(), (current) => {
      const base = current ?? { episodes: [], books: [] };
      const field = item.model === 'book' ? 'books' : 'episodes';
      return base[field].includes(item.uuid) ? base : { ...base, [field]: [...base[field], item.uuid] };
    });
  }
  void queryClient.resetQueries({ queryKey: userKey('playback', 'rights') });
  void queryClient.resetQueries({ queryKey: userKey('comics', 'rights') });
}
