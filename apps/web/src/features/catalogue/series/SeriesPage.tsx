import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, Navigate, useSearchParams } from 'react-router';
import { DetailSkeleton, GridSkeleton, LoadError, readPageParam } from '../../../components/catalogue';
import { ContentActions } from '../../../components/activity/ContentActions';
import { LikeButton } from '../../../components/activity/LikeButton';
import { AddToList } from '../../../components/lists';
import { DiscussionSection } from '../../../components/discussions/DiscussionSection';
import { RatingsSection } from '../../../components/discussions/ratings/RatingsSection';
import { useSeasons } from '../api/get-seasons';
import { CastList } from './CastList';
import { SeasonEpisodes } from './SeasonEpisodes';
import { SeasonPicker } from './SeasonPicker';
import { SeriesClips } from './SeriesClips';
import { SeriesHero } from './SeriesHero';
import { seasonPath } from './series-paths';
import { useSeriesRoute } from './use-series-route';
import pageStyles from '../catalogue.module.css';
import styles from './series.module.css';

/** A whole number from 1 in the address, else null. */
function positive(value: string | null): number | null {
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/**
 * `/series/:seriesId/:slug`: the series' hero and credits, its seasons (`?season=`) with that
 * season's episodes page by page (`?page=`), its cast and its clips.
 */
export function SeriesPage() {
  const { t } = useTranslation();
  const { seriesId, series, redirect } = useSeriesRoute();
  const seasons = useSeasons(seriesId);
  const [search] = useSearchParams();

  if (redirect) return <Navigate to={redirect} replace />;
  if (series.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (series.isError) {
    return (
      <div className={pageStyles.page}>
        <LoadError error={series.error} onRetry={() => void series.refetch()} whole />
      </div>
    );
  }

  const data = series.data;
  const list = seasons.data ?? [];
  const wanted = positive(search.get('season'));
  const season = list.find((entry) => entry.season_number === wanted) ?? list[0] ?? null;
  const seasonTitle = season
    ? season.title || t('catalogue.series.season', { number: season.season_number })
    : '';

  return (
    <>
      <title>{t('catalogue.pageTitle', { title: data.title })}</title>
      <SeriesHero
        series={data}
        actions={
          <ContentActions>
            <AddToList type="series" uuid={data.uuid} title={data.title} />
            <LikeButton type="series" uuid={data.uuid} title={data.title} />
          </ContentActions>
        }
      />
      <div className={pageStyles.page}>
        <section className={pageStyles.section} aria-labelledby="episodes-title">
          <div className={styles.sectionHead}>
            <h2 id="episodes-title" className={pageStyles.sectionTitle}>
              {t('catalogue.series.episodes')}
            </h2>
            {season && (
              <Link className={styles.sectionLink} to={seasonPath(data, season.season_number)}>
                {t('catalogue.series.openSeason', { season: seasonTitle })}
              </Link>
            )}
          </div>
          {seasons.isPending && <GridSkeleton count={4} />}
          {seasons.isError && <LoadError error={seasons.error} onRetry={() => void seasons.refetch()} />}
          <SeasonPicker
            seasons={list}
            current={season?.season_number ?? null}
            to={(n) => ({ search: `?season=${n}` })}
          />
          {season && (
            <SeasonEpisodes
              series={data}
              seasonNumber={season.season_number}
              page={readPageParam(search)}
              seasonTitle={seasonTitle}
            />
          )}
          {seasons.isSuccess && list.length === 0 && (
            <p className={pageStyles.empty}>{t('catalogue.series.noEpisodes')}</p>
          )}
        </section>
        <CastList seriesId={seriesId} />
        <SeriesClips seriesUuid={data.uuid} />
        <RatingsSection contentType="series" contentUuid={data.uuid} title={data.title} />
        <DiscussionSection contentType="series" contentUuid={data.uuid} title={data.title} />
      </div>
    </>
  );
}

export default SeriesPage;
