import type { Series } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { GridSkeleton, LoadError, Pager } from '../../../components/catalogue';
import { useSeasonEpisodes } from '../api/get-season-episodes';
import { EpisodeList } from './EpisodeList';
import styles from '../catalogue.module.css';

export interface SeasonEpisodesProps {
  series: Series;
  seasonNumber: number;
  page: number;
  seasonTitle: string;
}

/** One page of a season's episodes with its pager (`?page=`); the previous page stays while the next loads. */
export function SeasonEpisodes({ series, seasonNumber, page, seasonTitle }: SeasonEpisodesProps) {
  const { t } = useTranslation();
  const episodes = useSeasonEpisodes(String(series.id), seasonNumber, page);
  if (episodes.isPending) return <GridSkeleton count={4} />;
  if (episodes.isError) return <LoadError error={episodes.error} onRetry={() => void episodes.refetch()} />;
  const { values, num_pages: numPages } = episodes.data;
  return (
    <div aria-busy={episodes.isPlaceholderData}>
      {values.length === 0 ? (
        <p className={styles.empty}>{t('catalogue.series.noEpisodes')}</p>
      ) : (
        <EpisodeList episodes={values} series={series} />
      )}
      <Pager
        page={episodes.data.page}
        numPages={numPages}
        label={t('catalogue.pager.label', { title: seasonTitle })}
      />
    </div>
  );
}
