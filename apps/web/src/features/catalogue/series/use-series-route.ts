import { useLocation, useParams } from 'react-router';
import { useSeries } from '../api/get-series';
import { canonicalPath } from './series-paths';

/**
 * The series a `/series/:seriesId/:slug/...` route names, and the address to move to when the
 * slug in the visited address is not the series' own.
 */
export function useSeriesRoute() {
  const { seriesId = '' } = useParams();
  const location = useLocation();
  const series = useSeries(seriesId);
  const redirect = series.data ? canonicalPath(location.pathname, location.search, series.data) : null;
  return { seriesId, series, redirect };
}
