import type { ConsumerConfig } from '@fanverse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** GET /api/5/consumer/{name}: the consumer config; the app loads `www` at start-up. */
export const STARTUP_CONSUMER = 'www';

export function fetchConsumer(
  name: string = STARTUP_CONSUMER,
  signal?: AbortSignal,
): Promise<ConsumerConfig> {
  return apiClient.shell.getConsumer(name, {}, { signal });
}

export function consumerQueryOptions(name: string = STARTUP_CONSUMER) {
  return queryOptions({
    queryKey: ['shell', 'consumer', name] as const,
    queryFn: ({ signal }) => fetchConsumer(name, signal),
    staleTime: Infinity, // one per visit: it only changes with a deploy
    retry: 1,
  });
}

export function useConsumer(name: string = STARTUP_CONSUMER) {
  return useQuery(consumerQueryOptions(name));
}
