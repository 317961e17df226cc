import { episodeAccess } from '@fanverse/client';
import type { Episode, Series } from '@fanverse/contract';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { percentOf, ProgressBar, useItemProgress, WatchedTick } from '../../../components/activity';
import { ArtImage } from '../../../components/catalogue';
import { Icon } from '../../../components/ui/Icon';
import { formatDuration } from '../format';
import { useAccessContext } from '../use-access-context';
import { useContentLang } from '../api/catalogue-query';
import { episodePath } from './series-paths';
import styles from './series.module.css';

const THUMB_SIZES = '(max-width: 40rem) 36vw, (max-width: 90rem) 18vw, 20rem';

/**
 * A season's episodes as rows: thumbnail, number, title, length, short description, and a tag
 * when this visitor meets a wall (sign up, premium, region) before watching it. A member also
 * sees how far they got: a progress bar on a started episode, a tick on a watched one (one
 * history search for the whole list).
 */
export function EpisodeList({ episodes, series }: { episodes: readonly Episode[]; series: Series }) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const { visitor, context } = useAccessContext();
  const videoIds = useMemo(() => episodes.map((episode) => episode.uuid), [episodes]);
  const progress = useItemProgress({ videoIds });
  return (
    <ol className={styles.episodes}>
      {episodes.map((episode) => {
        const access = episodeAccess(episode, series, visitor, context);
        const watched = progress.of(episode.uuid);
        return (
          <li key={episode.uuid}>
            <Link className={styles.episode} to={episodePath(series, episode.number)}>
              <span className={styles.episodeThumb}>
                <ArtImage
                  art={{ assetType: 'episode', assetKey: episode.asset_key, kind: 'thumb' }}
                  alt=""
                  sizes={THUMB_SIZES}
                />
                {watched?.done && <WatchedTick kind="video" />}
                {watched && !watched.done && watched.progress > 0 && (
                  <ProgressBar
                    value={watched.progress}
                    label={t('activity.progressWatched', { percent: percentOf(watched.progress) })}
                  />
                )}
              </span>
              <span className={styles.episodeText}>
                <span className={styles.episodeNumber}>
                  {t('catalogue.episode.code', {
                    season: episode.season_num,
                    episode: episode.season_position,
                  })}
                  <span aria-hidden="true"> · </span>
                  {formatDuration(episode.duration, lang)}
                </span>
                <span className={styles.episodeTitle}>{episode.title}</span>
                {episode.description_short && (
                  <span className={styles.episodeSummary}>{episode.description_short}</span>
                )}
                {!access.allowed && (
                  <span className={styles.lockTag} data-prompt={access.prompt}>
                    <Icon
                      name={access.prompt === 'geoblocked' ? 'globe' : 'lock'}
                      className={styles.lockIcon}
                    />
                    {t(`catalogue.wall.${access.prompt}.tag`)}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
