import { keepPreviousData } from '@tanstack/react-query';
import { retryTransient } from '../../../lib/content-query';

/**
 * What every insights read shares: a range change keeps the charts of the previous range on
 * screen (marked as updating) instead of blanking the page, a failure is asked again once only
 * when the server or network failed (a 7762 or 7763 answers the same twice), and the aggregates
 * (rolled up every minute or so) are fresh for a minute.
 */
export const insightsQueryOptions = {
  placeholderData: keepPreviousData,
  retry: retryTransient,
  staleTime: 60_000,
} as const;

/** How many episodes and books the ranked charts show: more bars stop being readable on a phone. */
export const TOP_LIMIT = 10;
