import { episodeAccess } from '@fanverse/client';
import { isMatureVideo, type Episode, type Series } from '@fanverse/contract';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { AgeGate } from '../../../components/age-gate';
import { DetailSkeleton, LoadError } from '../../../components/catalogue';
import { LockedTitle, isParentalLock } from '../../../components/parental';
import { ContentActions } from '../../../components/activity/ContentActions';
import { LikeButton } from '../../../components/activity/LikeButton';
import { AddToList } from '../../../components/lists';
import { Icon } from '../../../components/ui/Icon';
import { watchPath } from '../../../lib/paths';
import { useContentLang } from '../api/catalogue-query';
import { useEpisode } from '../api/get-episode';
import { formatDate, formatDuration, isoDate, paragraphsOf } from '../format';
import { BuyOffer, PreviewButton, useIsOwned, withOwnership } from '../../../components/purchases';
import { useAccessContext } from '../use-access-context';
import { WatchArea } from '../WatchArea';
import { episodePath, seasonPath, seriesPath } from './series-paths';
import { useSeriesRoute } from './use-series-route';
import pageStyles from '../catalogue.module.css';
import styles from './series.module.css';

/** The previous or next episode as a link with its title, once it is known to exist. */
function Neighbour({
  series,
  number,
  direction,
}: {
  series: Series;
  number: number;
  direction: 'previous' | 'next';
}) {
  const { t } = useTranslation();
  const last = Math.max(series.episode_count, series.total_episodes);
  const exists = number >= 1 && number <= last;
  const episode = useEpisode(String(series.id), String(number), { enabled: exists });
  if (!exists || !episode.data) return <span />;
  return (
    <Link
      className={styles.neighbour}
      data-direction={direction}
      to={episodePath(series, number)}
      rel={direction === 'previous' ? 'prev' : 'next'}
    >
      <span className={styles.neighbourLabel}>
        {direction === 'previous' && <Icon name="chevronLeft" className={styles.neighbourIcon} />}
        {t(`catalogue.episode.${direction}`)}
        {direction === 'next' && <Icon name="chevronRight" className={styles.neighbourIcon} />}
      </span>
      <span className={styles.neighbourTitle}>{episode.data.title}</span>
    </Link>
  );
}

interface EpisodeDetailProps {
  episode: Episode;
  series: Series | null;
  /** While the series loads the wall is not decided; if it fails, the episode's own wall decides. */
  seriesLoading: boolean;
}

function EpisodeDetail({ episode, series, seriesLoading }: EpisodeDetailProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const { visitor, context } = useAccessContext();
  // An episode the member owns (bought, a code) opens whatever their plan (features/purchases).
  const owned = useIsOwned('episode', episode.uuid);
  const navigate = useNavigate();
  const access = seriesLoading
    ? null
    : withOwnership(episodeAccess(episode, series, visitor, context), owned);
  const released = formatDate(episode.release_date ?? episode.air_date, lang);
  const seasonTitle = episode.season_title || t('catalogue.series.season', { number: episode.season_num });
  return (
    <div className={pageStyles.page}>
      <title>
        {t('catalogue.episode.pageTitle', { title: episode.title, series: episode.series_title })}
      </title>
      <header className={pageStyles.pageHead}>
        {series && (
          <nav aria-label={t('catalogue.crumbs')}>
            <ol className={pageStyles.crumbs}>
              <li>
                <Link to={seriesPath(series)}>{series.title}</Link>
              </li>
              <li>
                <Link to={seasonPath(series, episode.season_num)}>{seasonTitle}</Link>
              </li>
              <li aria-current="page">{t('catalogue.episode.number', { number: episode.number })}</li>
            </ol>
          </nav>
        )}
        <p className={pageStyles.eyebrow}>
          {t('catalogue.episode.seasonEpisode', {
            season: episode.season_num,
            episode: episode.season_position,
          })}
        </p>
        <h1 className={pageStyles.pageTitle}>{episode.title}</h1>
        {episode.subtitle && <p className={pageStyles.lead}>{episode.subtitle}</p>}
        <ul className={pageStyles.facts}>
          <li>{formatDuration(episode.duration, lang)}</li>
          {released && (
            <li>
              {t('catalogue.episode.released')}{' '}
              <time dateTime={isoDate(episode.release_date ?? episode.air_date ?? '')}>{released}</time>
            </li>
          )}
          {episode.tv_rating && <li className={pageStyles.badge}>{episode.tv_rating}</li>}
        </ul>
        <ContentActions>
          <AddToList type="episode" uuid={episode.uuid} title={episode.title} />
          <LikeButton type="episode" uuid={episode.uuid} title={episode.title} />
        </ContentActions>
        <BuyOffer model="episode" uuid={episode.uuid} />
      </header>
      {/* Mature episodes wait for the age gate (components/age-gate). */}
      <AgeGate mature={isMatureVideo(episode)}>
        <WatchArea
          access={access}
          poster={{ assetType: 'episode', assetKey: episode.asset_key, kind: 'hero' }}
          title={episode.title}
          subject="episode"
          watchTo={watchPath('episode', episode.uuid)}
          wallExtra={
            access && !access.allowed && access.prompt === 'premium' ? (
              <PreviewButton
                type="episode"
                uuid={episode.uuid}
                onGranted={() => void navigate(watchPath('episode', episode.uuid))}
              />
            ) : null
          }
        />
      </AgeGate>
      <section className={pageStyles.section} aria-labelledby="about-title">
        <h2 id="about-title" className="visually-hidden">
          {t('catalogue.episode.about')}
        </h2>
        {paragraphsOf(episode.description || episode.description_short).map((paragraph, index) => (
          <p key={index} className={pageStyles.lead}>
            {paragraph}
          </p>
        ))}
      </section>
      {series && (
        <nav className={styles.neighbours} aria-label={t('catalogue.episode.neighbours')}>
          <Neighbour series={series} number={episode.number - 1} direction="previous" />
          <Neighbour series={series} number={episode.number + 1} direction="next" />
        </nav>
      )}
    </div>
  );
}

/**
 * `/series/:seriesId/:slug/episode/:episodeNumber`: the episode's facts and description, and
 * where it will play: the poster with an honest note, or the wall's prompt (`episodeAccess`).
 */
export function EpisodePage() {
  const { episodeNumber = '' } = useParams();
  const { seriesId, series, redirect } = useSeriesRoute();
  const episode = useEpisode(seriesId, episodeNumber);

  if (redirect) return <Navigate to={redirect} replace />;
  if (episode.isPending)
    return (
      <div className={pageStyles.page}>
        <DetailSkeleton />
      </div>
    );
  if (episode.isError) {
    // Above the member's parental limits (1410): the pin opens it.
    return (
      <div className={pageStyles.page}>
        {isParentalLock(episode.error) ? (
          <LockedTitle subject="episode" whole />
        ) : (
          <LoadError error={episode.error} onRetry={() => void episode.refetch()} whole />
        )}
      </div>
    );
  }
  // The series decides regions and premium countries; without it the wall cannot be told yet.
  return (
    <EpisodeDetail episode={episode.data} series={series.data ?? null} seriesLoading={series.isPending} />
  );
}

export default EpisodePage;
