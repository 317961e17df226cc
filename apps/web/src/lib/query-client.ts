import { QueryClient, type QueryCache } from '@tanstack/react-query';

/** `queryCache`: the server render passes one that records what the page asks for. */
export function createQueryClient(queryCache?: QueryCache): QueryClient {
  return new QueryClient({
    ...(queryCache ? { queryCache } : {}),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The one client the app uses; route loaders and components share its cache. */
export const queryClient = createQueryClient();
