import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { retryTransient } from '../../../lib/content-query';
import { parentalKeys } from './parental-keys';

/** The ladders are static data: kept for the visit. */
const LADDER_STALE_TIME = 60 * 60_000;

/**
 * GET /api/5/tvrating?country=: the TV and film ratings of a country, on one level scale. While
 * another country's ladder loads the last one stays, so the form around it keeps what was typed.
 */
export function useTvLadder(country: string) {
  return useQuery({
    queryKey: parentalKeys.tvLadder(country),
    queryFn: ({ signal }) => apiClient.viewer.getTvRatings(country, { signal }),
    placeholderData: (previous) => previous,
    staleTime: LADDER_STALE_TIME,
    retry: retryTransient,
  });
}

/** GET /api/comics/1/ratings: the comic age ratings, youngest first. */
export function useComicLadder() {
  return useQuery({
    queryKey: parentalKeys.comicLadder(),
    queryFn: ({ signal }) => apiClient.viewer.getComicRatings({ signal }),
    staleTime: LADDER_STALE_TIME,
    retry: retryTransient,
  });
}
