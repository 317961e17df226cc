import { ApiError, codedError } from '@fanverse/client';
import {
  RIGHTS_CONTENT_TYPES,
  isMatureVideo,
  type Clip,
  type Episode,
  type RightsContentType,
} from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AgeGatePrompt, useMatureGate, useSeriesMaturity } from '../../components/age-gate';
import { ArtImage, LoadError, WallPrompt, type ArtRef } from '../../components/catalogue';
import { LockedTitle, isParentalLock } from '../../components/parental';
import { watchPath } from '../../lib/paths';
import { useSignedIn } from '../../lib/session';
import { rightsQueryKey } from './api/get-rights';
import { MANIFEST_QUERY_PREFIX } from './api/get-manifest';
import { useWatchClip } from './api/get-watch-clip';
import { useWatchEpisode } from './api/get-watch-episode';
import { useContentLang } from './api/player-query';
import { discardPlayback } from './boot/boot-handoff';
import { useNextEpisode } from './hooks/use-next-episode';
import { usePlaybackSource, type PlaybackSource } from './hooks/use-playback-source';
import { useResumePosition } from './hooks/use-resume-position';
import { initialSubtitles } from './logic/player-preferences';
import { linkedStart, watchStart } from './logic/start-link';
import { clipSubject, episodeSubject } from './logic/watch-subject';
import { PreviewButton } from '../../components/purchases';
import { Player } from './Player';
import styles from './WatchPage.module.css';

function isContentType(value: string): value is RightsContentType {
  return (RIGHTS_CONTENT_TYPES as readonly string[]).includes(value);
}

/** The poster behind a wall or a notice. */
function posterOf(episode: Episode | undefined, clip: Clip | undefined): ArtRef | null {
  if (episode) return { assetType: 'episode', assetKey: episode.asset_key, kind: 'hero' };
  if (clip) return { assetType: 'clips', assetKey: clip.asset_key, kind: 'hero' };
  return null;
}

function Stage({
  status,
  poster,
  children,
}: {
  status: string;
  poster?: ArtRef | null;
  children: ReactNode;
}) {
  return (
    <div className={styles.stage} data-testid="player-stage" data-status={status}>
      {poster !== undefined && (
        <span className={styles.poster}>
          <ArtImage art={poster} alt="" sizes="(max-width: 75rem) 100vw, 72rem" priority />
        </span>
      )}
      <div className={styles.stageOverlay}>{children}</div>
    </div>
  );
}

interface WatchProps {
  type: RightsContentType;
  uuid: string;
}

/** One episode or clip: the player (or the wall, or why it cannot play yet) and what it is. */
function Watch({ type, uuid }: WatchProps) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const episodeQuery = useWatchEpisode(uuid, { enabled: type === 'episode' });
  const clipQuery = useWatchClip(uuid, { enabled: type === 'clip' });
  const content = type === 'episode' ? episodeQuery : clipQuery;
  const episode = type === 'episode' ? episodeQuery.data : undefined;
  const clip = type === 'clip' ? clipQuery.data : undefined;
  const [subs] = useState(() => initialSubtitles(lang));
  const { source, renew } = usePlaybackSource(type, uuid, subs);
  // `?t=` (a Continue tile, a shared moment) names the start: read once, as the player starts
  // only once; it wins over the remembered position, which is then not waited for.
  const [linked] = useState(() => linkedStart(location.search));
  const resume = useResumePosition(uuid, { needed: linked === null });
  const nextEpisode = useNextEpisode(episode ?? null);
  const [attempt, setAttempt] = useState(0);
  // Mature videos wait for the age gate (components/age-gate); a clip is rated as its series.
  const clipMature = useSeriesMaturity(clip ? clip.series_id : undefined);
  const ageGate = useMatureGate(episode ? isMatureVideo(episode) : clip ? clipMature : null);
  const gated = ageGate.gate.status === 'ask' || ageGate.gate.status === 'blocked';
  // The watch boot may already play this video (boot/boot-handoff.ts); when the page shows a
  // wall, the age gate or an error instead of the player, it stops.
  const stopsHere = content.isError || gated || source.status === 'denied' || source.status === 'error';
  useEffect(() => {
    if (stopsHere) discardPlayback();
  }, [stopsHere]);

  if (content.isError) {
    // Above the member's parental limits (1410): the pin opens it, and the page asks again.
    if (isParentalLock(content.error)) {
      return (
        <div className={styles.page}>
          <Stage status="parental">
            <LockedTitle subject={type} whole />
          </Stage>
        </div>
      );
    }
    return (
      <div className={styles.page}>
        <LoadError error={content.error} onRetry={() => void content.refetch()} whole />
      </div>
    );
  }

  const subject = episode ? episodeSubject(episode) : clip ? clipSubject(clip) : null;
  const poster = posterOf(episode, clip);
  const next = nextEpisode
    ? { title: nextEpisode.title, go: () => void navigate(watchPath('episode', nextEpisode.uuid)) }
    : null;
  const retry = () => {
    setAttempt((count) => count + 1);
    void queryClient.resetQueries({ queryKey: rightsQueryKey(type, uuid), exact: true });
  };
  // After the player gave up waiting for the video: a new token may be the same text (signed in
  // the same second), so the manifest it keys is asked for afresh too.
  const retryPreparing = () => {
    retry();
    void queryClient.resetQueries({ queryKey: MANIFEST_QUERY_PREFIX });
  };

  return (
    <div className={styles.page}>
      {subject && <title>{t('player.pageTitle', { title: subject.title })}</title>}
      {stageFor(source)}
      <header className={styles.head}>
        {episode && (
          <p className={styles.eyebrow}>
            {t('player.eyebrow', {
              series: episode.series_title,
              season: episode.season_num,
              episode: episode.season_position,
            })}
          </p>
        )}
        {clip?.series_title && <p className={styles.eyebrow}>{clip.series_title}</p>}
        {subject ? (
          <h1 className={styles.title}>{subject.title}</h1>
        ) : (
          <h1 className={styles.title}>
            <span className={styles.titleSkeleton} aria-hidden="true" />
            <span className="visually-hidden">{t('player.loading')}</span>
          </h1>
        )}
        <div className={styles.links}>
          {episode && <Link to={episode.url}>{t('player.details.episode')}</Link>}
          {clip && <Link to={clip.url}>{t('player.details.clip')}</Link>}
          {nextEpisode && (
            <Link to={watchPath('episode', nextEpisode.uuid)} data-testid="watch-next-link">
              {t('player.nextLink', { title: nextEpisode.title })}
            </Link>
          )}
        </div>
      </header>
    </div>
  );

  function stageFor(current: PlaybackSource): ReactNode {
    if (gated) {
      return (
        <Stage status="age-gate" poster={poster}>
          <AgeGatePrompt control={ageGate} />
        </Stage>
      );
    }
    // Until the gate is decided (the rating or the member's profile still loading) nothing plays.
    if (current.status === 'ready' && ageGate.gate.status !== 'open') current = { status: 'loading' };
    switch (current.status) {
      case 'denied':
        return (
          <Stage status="denied" poster={poster}>
            <WallPrompt
              prompt={current.prompt}
              returnTo={`${location.pathname}${location.search}`}
              signedIn={signedIn}
              subject={type}
            />
            {/* A member without premium may spend a preview (features/purchases): rights are asked again with it. */}
            {current.prompt === 'premium' && type === 'episode' && (
              <PreviewButton type="episode" uuid={uuid} />
            )}
          </Stage>
        );
      case 'preparing':
        // The server moved this video to the front of its queue when it was asked for (rights,
        // manifest): it is usually ready in seconds; the manifest is asked for again meanwhile.
        // role="status" reads the notice out politely, once, and again if it gives up.
        return (
          <Stage status={current.stalled ? 'preparing-stalled' : 'preparing'} poster={poster}>
            <section className={styles.notice} role="status" aria-labelledby="preparing-title">
              {!current.stalled && <span className={styles.spinner} aria-hidden="true" />}
              <h2 id="preparing-title" className={styles.noticeTitle}>
                {t(current.stalled ? 'player.preparing.stalledTitle' : 'player.preparing.title')}
              </h2>
              <p className={styles.noticeBody}>
                {t(current.stalled ? 'player.preparing.stalledBody' : 'player.preparing.body')}
              </p>
              {current.stalled && (
                <button type="button" className={styles.noticeButton} onClick={retryPreparing}>
                  {t('player.preparing.retry')}
                </button>
              )}
            </section>
          </Stage>
        );
      case 'error':
        return (
          <Stage status="error" poster={poster}>
            <div className={styles.notice}>
              <LoadError error={current.error} onRetry={retry} />
            </div>
          </Stage>
        );
      case 'ready':
        if (subject && resume.ready) {
          return (
            <div className={styles.stage} data-testid="player-stage" data-status="ready">
              <Player
                key={attempt}
                subject={subject}
                stream={{ url: current.url, jwt: current.jwt }}
                startAt={watchStart(linked, resume.position, subject.duration)}
                next={next}
                renew={renew}
                onRetry={retry}
              />
            </div>
          );
        }
        break;
      case 'loading':
        break;
    }
    // No poster while loading: its bytes would compete with the stream's first segments.
    return (
      <div className={styles.stage} data-testid="player-stage" data-status="loading">
        <span className={styles.loadingBox}>
          <span className={styles.spinner} role="status" aria-label={t('player.loading')} />
        </span>
      </div>
    );
  }
}

/**
 * `/watch/:content_type/:uuid` (episode or clip): rights decide between the player and the
 * wall's prompt; the player streams the signed HLS address the manifest hands out. Keyed by the
 * video, so going on to the next episode starts everything afresh.
 */
export function WatchPage() {
  const { content_type: contentType = '', uuid = '' } = useParams();
  const lang = useContentLang();
  if (!isContentType(contentType)) {
    const error = new ApiError({
      errors: [codedError(1716, lang)],
      sessionExpired: false,
      networkError: false,
    });
    return (
      <div className={styles.page}>
        <LoadError error={error} whole />
      </div>
    );
  }
  return <Watch key={`${contentType}/${uuid}`} type={contentType} uuid={uuid} />;
}

export default WatchPage;
