import type { HistoryItemType } from '@fanverse/contract';
import { toApiError } from '@fanverse/client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshActivity } from '../../../components/activity';
import { isNotFound } from '../../../components/catalogue';
import { apiClient } from '../../../lib/api-client';
import { dropItem } from './history-cache';

/**
 * DELETE /api/5/user/history/{type}/{uuid}: the item leaves the history (until the member watches
 * or reads it again). A 404 says it is not in the history any more, which is what was wanted.
 * Then the item leaves the page's answers, and the other activity answers are asked again.
 */
export async function clearHistoryItem(queryClient: QueryClient, type: HistoryItemType, uuid: string) {
  try {
    await apiClient.activity.clearHistoryItem(type, uuid);
  } catch (error) {
    if (toApiError(error).status !== 404 && !isNotFound(error)) throw error;
  }
  dropItem(queryClient, type, uuid);
  // The history's answers dropped the item just now; likes are not touched.
  void refreshActivity(queryClient, { except: ['history', 'likes'] });
}

/**
 * The clear call bound to the app's query client. A plain function rather than a mutation: the
 * page sends it when an Undo offer ends, which may be after the page has gone.
 */
export function useClearHistoryItem() {
  const queryClient = useQueryClient();
  return useCallback(
    (type: HistoryItemType, uuid: string) => clearHistoryItem(queryClient, type, uuid),
    [queryClient],
  );
}
