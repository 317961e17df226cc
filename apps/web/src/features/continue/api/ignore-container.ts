import type { ConsumeNextPage } from '@fanverse/client';
import type { ConsumeNextItem } from '@fanverse/contract';
import type { QueryClient } from '@tanstack/react-query';
import { activityKeys } from '../../../components/activity';
import { apiClient } from '../../../lib/api-client';

/** The container a feed item stands for: what the rail removes and the server ignores. */
export function containerKey(item: Pick<ConsumeNextItem, 'container_type' | 'container_uuid'>): string {
  return `${item.container_type}:${item.container_uuid}`;
}

/**
 * POST /api/5/2/{containerType}/{containerUuid}/ignore: the container leaves the member's feed
 * until they consume from it again. Called once the undo window is over, so Undo never needs the
 * server. Every cached feed page drops the container at once; the feed is then asked again, so
 * the next container moves up into the row.
 */
export async function ignoreContainer(queryClient: QueryClient, item: ConsumeNextItem): Promise<void> {
  await apiClient.activity.ignoreContainer(item.container_type, item.container_uuid);
  const key = containerKey(item);
  queryClient.setQueriesData<ConsumeNextPage>({ queryKey: activityKeys.feeds() }, (page) =>
    page ? { ...page, items: page.items.filter((entry) => containerKey(entry) !== key) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: activityKeys.feeds() });
}
