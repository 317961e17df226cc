import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { DetailSkeleton, LoadError, readPageParam } from '../../../components/catalogue';
import { useSeasons } from '../api/get-seasons';
import { SeasonEpisodes } from './SeasonEpisodes';
import { SeasonPicker } from './SeasonPicker';
import { seasonPath, seriesPath } from './series-paths';
import { useSeriesRoute } from './use-series-route';
import pageStyles from '../catalogue.module.css';

/** `/series/:seriesId/:slug/season/:seasonNumber`: one season's episodes, page by page. */
export function SeasonPage() {
  const { t } = useTranslation();
  const { seasonNumber = '' } = useParams();
  const { seriesId, series, redirect } = useSeriesRoute();
  const seasons = useSeasons(seriesId);
  const [search] = useSearchParams();

  if (redirect) return <Navigate to={redirect} replace />;
  if (series.isPending || seasons.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  const failed = series.error ?? seasons.error;
  if (failed) {
    return (
      <div className={pageStyles.page}>
        <LoadError
          error={failed}
          onRetry={() => void (series.isError ? series.refetch() : seasons.refetch())}
          whole
        />
      </div>
    );
  }

  const data = series.data!;
  const season = seasons.data!.find((entry) => String(entry.season_number) === seasonNumber);
  if (!season) {
    return (
      <div className={pageStyles.page}>
        <title>{t('catalogue.error.missingPageTitle')}</title>
        <h1 className={pageStyles.pageTitle}>{t('catalogue.season.missing')}</h1>
        <p className={pageStyles.lead}>
          <Link to={seriesPath(data)}>{t('catalogue.season.backTo', { title: data.title })}</Link>
        </p>
      </div>
    );
  }
  const seasonTitle = season.title || t('catalogue.series.season', { number: season.season_number });

  return (
    <div className={pageStyles.page}>
      <title>{t('catalogue.season.pageTitle', { season: seasonTitle, title: data.title })}</title>
      <header className={pageStyles.pageHead}>
        <nav aria-label={t('catalogue.crumbs')}>
          <ol className={pageStyles.crumbs}>
            <li>
              <Link to={seriesPath(data)}>{data.title}</Link>
            </li>
            <li aria-current="page">{seasonTitle}</li>
          </ol>
        </nav>
        <h1 className={pageStyles.pageTitle}>{seasonTitle}</h1>
        <p className={pageStyles.lead}>{season.descriptions.long || season.descriptions.short}</p>
        <p className={pageStyles.lead}>
          {t('catalogue.series.episodeCount', { count: season.approved_episodes })}
        </p>
      </header>
      <SeasonPicker seasons={seasons.data!} current={season.season_number} to={(n) => seasonPath(data, n)} />
      <SeasonEpisodes
        series={data}
        seasonNumber={season.season_number}
        page={readPageParam(search)}
        seasonTitle={seasonTitle}
      />
    </div>
  );
}

export default SeasonPage;
