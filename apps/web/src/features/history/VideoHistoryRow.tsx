import type { VideoHistoryItem } from '@fanverse/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ProgressBar, WatchedTick, percentOf } from '../../components/activity';
import { ArtImage, artRefFromPath } from '../../components/catalogue';
import { RelativeTime } from '../../components/discussions/RelativeTime';
import { Button } from '../../components/ui/form';
import { SafeLink } from '../../components/ui/SafeLink';
import { videoProgress } from './history-model';
import styles from './history.module.css';

export interface VideoHistoryRowProps {
  item: VideoHistoryItem;
  onMark: (watched: boolean) => void;
  onRemove: () => void;
}

/**
 * One watched episode: its still with the progress bar and the watched tick, the episode's title
 * (a link to its page), the series, season and number, when, and how far; then Mark watched /
 * unwatched and Remove from history. An episode the member may no longer see says so.
 */
export function VideoHistoryRow({ item, onMark, onRemove }: VideoHistoryRowProps) {
  const { t } = useTranslation();
  const progress = videoProgress(item);
  const name = item.episode_title || item.title;
  return (
    <li className={styles.row}>
      <span className={styles.art} data-shape="landscape">
        <ArtImage
          art={artRefFromPath(item.thumbnail || item.ep_thumb)}
          alt=""
          sizes="(min-width: 100rem) 15rem, (min-width: 46rem) 11rem, 24vw"
        />
        {item.is_watched && <WatchedTick kind="video" />}
        <ProgressBar value={progress} />
      </span>
      <div className={styles.rowText}>
        <p className={styles.eyebrow}>{item.title}</p>
        <h2 className={styles.rowTitle}>
          <SafeLink to={item.url}>{name}</SafeLink>
        </h2>
        <p className={styles.facts}>
          {!item.is_film && (
            <span>
              {item.season_num > 0
                ? t('history.row.seasonEpisode', { season: item.season_num, number: item.number })
                : t('history.row.episode', { number: item.number })}
            </span>
          )}
          <span>
            <RelativeTime iso={item.view_date} />
          </span>
          {!item.is_watched && progress > 0 && (
            <span>{t('history.row.watchedPercent', { percent: percentOf(progress) })}</span>
          )}
          {!item.is_visible && <span className={styles.badge}>{t('history.row.unavailable')}</span>}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.small} onClick={() => onMark(!item.is_watched)}>
          {item.is_watched ? t('history.row.markUnwatched') : t('history.row.markWatched')}
          <span className="visually-hidden">{`: ${name}`}</span>
        </Button>
        <Button variant="secondary" className={styles.small} onClick={onRemove}>
          {t('history.row.remove')}
          <span className="visually-hidden">{`: ${name}`}</span>
        </Button>
      </div>
    </li>
  );
}
