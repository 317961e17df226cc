import { isMatureVideo } from '@fanverse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/**
 * Whether a clip is mature for the age gate: clips are rated as their series (GET
 * /api/5/1/series/{id}), and one without a series (`seriesId` null) is unrated, which counts as
 * mature; so does a series that cannot be loaded. Null while not known (`undefined`: the clip
 * itself is still loading).
 */
export function useSeriesMaturity(seriesId: number | null | undefined): boolean | null {
  const series = useQuery({
    queryKey: ['age-gate', 'series', seriesId] as const,
    queryFn: ({ signal }) => apiClient.catalogue.getSeries(String(seriesId), { signal }),
    enabled: typeof seriesId === 'number',
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (seriesId === undefined) return null;
  if (seriesId === null || series.isError) return true;
  return series.data ? isMatureVideo(series.data) : null;
}
