import type { Season } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, type To } from 'react-router';
import styles from './series.module.css';

export interface SeasonPickerProps {
  seasons: readonly Season[];
  current: number | null;
  /** Where picking a season leads: the series page's `?season=n` or the season page. */
  to: (seasonNumber: number) => To;
}

/**
 * The seasons as a row of links, the current one marked: each season has its own address, so
 * picking one works with Back, reload and sharing, and needs no script to be reachable.
 */
export function SeasonPicker({ seasons, current, to }: SeasonPickerProps) {
  const { t } = useTranslation();
  if (seasons.length === 0) return null;
  return (
    <nav className={styles.seasons} aria-label={t('catalogue.series.seasonsLabel')}>
      <ul className={styles.seasonList}>
        {seasons.map((season) => (
          <li key={season.uuid}>
            <Link
              className={styles.season}
              to={to(season.season_number)}
              aria-current={season.season_number === current ? 'page' : undefined}
              preventScrollReset
            >
              {season.title || t('catalogue.series.season', { number: season.season_number })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
