import type { SubtitleChoice } from '@fanverse/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { selectShowsVideoAds } from './ads/ad-claims';
import { HouseAd } from './ads/HouseAd';
import { useHouseAd } from './ads/use-house-ad';
import { takePlayback } from './boot/boot-handoff';
import { CastButton } from './cast/CastButton';
import { ControlBar } from './controls/ControlBar';
import { EndScreen } from './controls/EndScreen';
import { PlayerIcon } from './controls/PlayerIcon';
import { ResumeNotice } from './controls/ResumeNotice';
import { ShortcutsPanel } from './controls/ShortcutsPanel';
import { SkipButton } from './controls/SkipButton';
import { UpNext } from './controls/UpNext';
import { PlaybackUnsupportedError } from './engine/create-engine';
import { useAutoplayPreference } from './hooks/use-autoplay-preference';
import { useControlsIdle } from './hooks/use-controls-idle';
import { useEngine, useEngineSnapshot } from './hooks/use-engine';
import { useFirstFrameMark } from './hooks/use-first-frame-mark';
import { useFullscreen } from '../../lib/use-fullscreen';
import { useMediaState } from './hooks/use-media-state';
import { usePlayerShortcuts } from './hooks/use-player-shortcuts';
import { usePositionMemory } from './hooks/use-position-memory';
import { useSeekThumbnails } from './hooks/use-seek-thumbnails';
import { useVideoElement } from './hooks/use-video-element';
import { useVideoLog } from './hooks/use-video-log';
import { writeSubtitles } from './logic/player-preferences';
import { RenewalGuard } from './logic/renewal-guard';
import type { ShortcutAction } from './logic/shortcuts';
import { activeSkip, skipAction } from './logic/skip-windows';
import type { WatchSubject } from './logic/watch-subject';
import styles from './Player.module.css';

/** Seconds of countdown before the next episode starts by itself. */
export const UP_NEXT_SECONDS = 5;
/** How long "Resumed at …" stays once playback has started. */
const RESUME_NOTICE_MS = 8000;
const VOLUME_STEP = 0.1;

export interface PlayerProps {
  subject: WatchSubject;
  /** The signed stream address and the rights token its keys are released against. */
  stream: { url: string; jwt: string };
  /** Where playback starts (a resumed position, or 0). */
  startAt: number;
  /** The next episode, if there is one. */
  next: { title: string; go(): void } | null;
  /** Asks for a new token and stream address (the new address arrives through `stream`). */
  renew(): Promise<void>;
  /** Starts over from a fresh token after a failure. */
  onRetry(): void;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The video player: a <video> driven by hls.js (or the browser's own HLS), with its own
 * controls, keyboard shortcuts, skip buttons, resume notice, next-episode countdown, playback
 * log and renewal of expired stream addresses.
 */
export function Player({ subject, stream, startAt, next, renew, onRetry }: PlayerProps) {
  const { t } = useTranslation();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  // The video the watch boot already plays at this address, if any (boot/boot-handoff.ts): the
  // player takes over its element and engine instead of starting the stream again.
  const [adopted] = useState(() => takePlayback(stream.url));
  const { video, host } = useVideoElement(adopted?.video ?? null, styles.video ?? '');
  const videoRef = useRef(video);
  const [failure, setFailure] = useState<unknown>(null);
  const [guard] = useState(() => new RenewalGuard());
  const [menuOpen, setMenuOpen] = useState(false);
  const [barHover, setBarHover] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [mutedAutoplay, setMutedAutoplay] = useState(adopted?.mutedAutoplay ?? false);
  const [resumeShown, setResumeShown] = useState(startAt > 0);
  const [upNextCancelled, setUpNextCancelled] = useState(false);
  const [autoplay, setAutoplay] = useAutoplayPreference();
  const jwt = useRef(stream.jwt);
  useEffect(() => {
    jwt.current = stream.jwt;
  });

  const record = useVideoLog(video, {
    videotype: subject.type,
    contentId: subject.uuid,
    episode: subject.episodeRef,
  });

  const { engine, error: engineError } = useEngine(
    video,
    {
      getJwt: () => jwt.current,
      onRefused: (url) => {
        const decision = guard.refused(url);
        if (decision === 'fail') setFailure(new Error('The renewed stream address was refused'));
        if (decision !== 'renew') return;
        renew().catch((error: unknown) => {
          guard.abandoned();
          setFailure(error);
        });
      },
      onLoaded: (url) => guard.loaded(url),
      onFatal: (error) => {
        record('error', videoRef.current?.currentTime ?? 0);
        setFailure(error);
      },
    },
    adopted,
  );
  const snapshot = useEngineSnapshot(engine);
  const media = useMediaState(video);
  const fullscreen = useFullscreen(frame);
  const thumbnails = useSeekThumbnails(stream.jwt, engine?.kind === 'hls');
  useFirstFrameMark(video);
  usePositionMemory(video, subject.uuid);
  const location = useLocation();
  const showsAds = useSession(selectShowsVideoAds);

  const play = useCallback(async () => {
    const video = videoRef.current;
    if (!video) return;
    setUpNextCancelled(false); // a new end, a new countdown
    try {
      await video.play();
    } catch (error) {
      // Browsers refuse sound before the visitor has interacted with the site: start muted
      // (always allowed) and offer to unmute, rather than showing a still picture.
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError' || video.muted) return;
      video.muted = true;
      setMutedAutoplay(true);
      await video.play().catch(() => undefined);
    }
  }, []);

  // The house ad at the episode's ad markers, for visitors the claims show ads (ads/).
  const ad = useHouseAd(video, {
    episodeUuid: subject.type === 'episode' ? subject.uuid : null,
    markers: subject.adMarkers,
    startAt,
    enabled: showsAds,
    resume: () => void play(),
  });

  // Load the stream: at the start position the first time, at the current time after a renewal.
  const loadedUrl = useRef<string | null>(adopted ? stream.url : null);
  const adoptionLogged = useRef(false);
  useEffect(() => {
    if (!adopted || adoptionLogged.current) return;
    adoptionLogged.current = true;
    const bootAt = adopted.startAt ?? 0;
    record('load', bootAt, bootAt); // the boot loaded it, where it started it
    // The boot starts at the address's `?t=` only; a start it could not know (an anonymous
    // visitor's position kept in this browser) moves the video there.
    if (startAt !== bootAt && videoRef.current) videoRef.current.currentTime = startAt;
  }, [adopted, record, startAt]);
  useEffect(() => {
    const video = videoRef.current;
    if (!engine || !video || loadedUrl.current === stream.url) return;
    const first = loadedUrl.current === null;
    const wasPlaying = !video.paused;
    const at = first ? startAt : video.currentTime;
    if (!first) guard.renewed(stream.url);
    loadedUrl.current = stream.url;
    engine.load(stream.url, at);
    if (first) record('load', at, at);
    if (first || wasPlaying) void play();
  }, [engine, guard, play, record, startAt, stream.url]);

  const duration = media.duration > 0 ? media.duration : subject.duration;
  const seekTo = useCallback(
    (time: number) => {
      if (!videoRef.current) return;
      videoRef.current.currentTime = clamp(time, 0, duration);
      setUpNextCancelled(false);
    },
    [duration],
  );
  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) void play();
    else video.pause();
  }, [play]);
  const setVolume = (volume: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = clamp(volume, 0, 1);
    video.muted = video.volume === 0;
    if (video.volume > 0) setMutedAutoplay(false);
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    if (!video.muted && video.volume === 0) video.volume = 0.5;
    setMutedAutoplay(false);
  };
  const chooseSubtitle = (id: number) => {
    if (!engine) return;
    engine.setSubtitle(id);
    const track = snapshot.subtitles.find((candidate) => candidate.id === id);
    writeSubtitles((track?.lang ?? 'none') as SubtitleChoice);
    record('subtitles', videoRef.current?.currentTime ?? 0);
  };
  const chooseQuality = (index: number) => {
    if (!engine) return;
    engine.setQuality(index);
    record('quality', videoRef.current?.currentTime ?? 0);
  };
  const cycleSubtitles = () => {
    const ids = [-1, ...snapshot.subtitles.map((track) => track.id)];
    if (ids.length < 2) return false;
    chooseSubtitle(ids[(ids.indexOf(snapshot.subtitle) + 1) % ids.length]!);
    return true;
  };

  const runShortcut = (action: ShortcutAction): boolean => {
    const video = videoRef.current;
    if (!video || failure) return false;
    // Under an ad the keys act on neither the episode nor the ad (no seeking through it); they
    // are taken, so Space does not scroll the page. Tab reaches the skip button.
    if (ad.current) {
      if (action !== 'fullscreen') return true;
      fullscreen.toggle();
      return fullscreen.supported;
    }
    switch (action) {
      case 'togglePlay':
        togglePlay();
        return true;
      case 'back10':
        seekTo(video.currentTime - 10);
        return true;
      case 'forward10':
        seekTo(video.currentTime + 10);
        return true;
      case 'back5':
        seekTo(video.currentTime - 5);
        return true;
      case 'forward5':
        seekTo(video.currentTime + 5);
        return true;
      case 'volumeUp':
        setVolume((video.muted ? 0 : video.volume) + VOLUME_STEP);
        return true;
      case 'volumeDown':
        setVolume(video.volume - VOLUME_STEP);
        return true;
      case 'mute':
        toggleMute();
        return true;
      case 'fullscreen':
        fullscreen.toggle();
        return fullscreen.supported;
      case 'captions':
        return cycleSubtitles();
      case 'next':
        next?.go();
        return next !== null;
      case 'help':
        setHelpOpen((open) => !open);
        return true;
    }
  };
  usePlayerShortcuts(frame, runShortcut);
  useEffect(() => {
    video.addEventListener('click', togglePlay);
    video.addEventListener('dblclick', fullscreen.toggle);
    return () => {
      video.removeEventListener('click', togglePlay);
      video.removeEventListener('dblclick', fullscreen.toggle);
    };
  }, [video, togglePlay, fullscreen.toggle]);

  const playing = !media.paused && !media.ended;
  const { idle, wake } = useControlsIdle(playing, menuOpen || barHover || helpOpen);

  // The resume notice goes a while after playback starts, or at once on "Start over".
  useEffect(() => {
    if (!resumeShown || !media.started) return;
    const timer = setTimeout(() => setResumeShown(false), RESUME_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [media.started, resumeShown]);

  const skip = activeSkip(subject.windows, media.currentTime);
  const onSkip = () => {
    if (!skip) return;
    const action = skipAction(skip, next !== null, duration);
    if (action.kind === 'next') next?.go();
    else seekTo(action.to);
  };

  const ended = media.ended;
  const upNextRunning = ended && autoplay && next !== null && !upNextCancelled && !failure;

  const error = failure ?? engineError;
  return (
    <div
      ref={setFrame}
      className={styles.frame}
      data-idle={idle}
      data-testid="player"
      data-state={error ? 'error' : ended ? 'ended' : playing ? 'playing' : 'paused'}
      role="region"
      aria-label={t('player.region', { title: subject.title })}
      onPointerMove={wake}
      onPointerDown={wake}
      onKeyDown={wake}
      onFocus={wake}
    >
      <div ref={host} className={styles.videoHost} />

      {media.waiting && !error && <span className={styles.spinner} aria-hidden="true" />}

      {!media.started && media.paused && !error && (
        <button
          type="button"
          className={styles.bigPlay}
          aria-label={t('player.play')}
          onClick={() => void play()}
        >
          <PlayerIcon name="play" />
        </button>
      )}

      {mutedAutoplay && media.muted && !ended && !error && (
        <button type="button" className={styles.unmute} onClick={toggleMute}>
          <PlayerIcon name="muted" />
          {t('player.unmutePrompt')}
        </button>
      )}

      {resumeShown && !error && (
        <ResumeNotice
          at={startAt}
          onStartOver={() => {
            seekTo(0);
            setResumeShown(false);
          }}
        />
      )}

      {skip && !ended && !error && <SkipButton window={skip} onSkip={onSkip} />}

      {upNextRunning && next && (
        <UpNext
          title={next.title}
          seconds={UP_NEXT_SECONDS}
          onPlayNow={next.go}
          onCancel={() => setUpNextCancelled(true)}
        />
      )}
      {ended && !upNextRunning && !error && (
        <EndScreen nextTitle={next?.title ?? null} onNext={() => next?.go()} onReplay={() => void play()} />
      )}

      {error != null && (
        <div className={styles.failure} role="alert">
          <h2 className={styles.failureTitle}>{t('player.failed.title')}</h2>
          <p className={styles.failureBody}>
            {error instanceof PlaybackUnsupportedError
              ? t('player.failed.unsupported')
              : t('player.failed.body')}
          </p>
          {!(error instanceof PlaybackUnsupportedError) && (
            <button type="button" className={styles.retry} onClick={onRetry}>
              {t('player.failed.retry')}
            </button>
          )}
        </div>
      )}

      {ad.current && !error && (
        <HouseAd
          key={ad.current.marker}
          muted={video.muted}
          returnTo={`${location.pathname}${location.search}`}
          onEnd={ad.finish}
        />
      )}

      {helpOpen && <ShortcutsPanel onClose={() => setHelpOpen(false)} />}

      {!error && !ad.current && (
        <div
          className={styles.controls}
          onPointerEnter={(event) => setBarHover(event.pointerType === 'mouse')}
          onPointerLeave={() => setBarHover(false)}
        >
          <ControlBar
            media={media}
            duration={duration}
            engine={snapshot}
            thumbnails={thumbnails}
            windows={subject.windows}
            fullscreen={fullscreen}
            autoplay={subject.type === 'episode' ? { on: autoplay, onChange: setAutoplay } : null}
            next={next ? { title: next.title, onGo: next.go } : null}
            onTogglePlay={togglePlay}
            onSeek={seekTo}
            onSeekBy={(delta) => seekTo((videoRef.current?.currentTime ?? 0) + delta)}
            onVolume={setVolume}
            onToggleMute={toggleMute}
            onQuality={chooseQuality}
            onSubtitle={chooseSubtitle}
            onHelp={() => setHelpOpen((open) => !open)}
            onMenuOpenChange={setMenuOpen}
            cast={<CastButton video={video} />}
          />
        </div>
      )}
    </div>
  );
}
