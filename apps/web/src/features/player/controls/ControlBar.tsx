import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { EngineSnapshot } from '../engine/engine-types';
import type { SeekThumbnails } from '../hooks/use-seek-thumbnails';
import type { MediaState } from '../hooks/use-media-state';
import type { SkipWindow } from '../logic/skip-windows';
import { formatClock } from '../logic/time-format';
import { MenuButton } from './MenuButton';
import { PlayerIcon } from './PlayerIcon';
import { SeekBar } from './SeekBar';
import { VolumeControl } from './VolumeControl';
import styles from './controls.module.css';

/** Subtitle language names as each language calls itself, whatever the page's language. */
const KNOWN_LANGUAGES = ['en', 'es'] as const;

export interface ControlBarProps {
  media: MediaState;
  duration: number;
  engine: EngineSnapshot;
  thumbnails: SeekThumbnails;
  windows: readonly SkipWindow[];
  fullscreen: { active: boolean; supported: boolean; toggle(): void };
  /** Null for a clip: nothing plays after it. */
  autoplay: { on: boolean; onChange(on: boolean): void } | null;
  next: { title: string; onGo(): void } | null;
  onTogglePlay(): void;
  onSeek(time: number): void;
  onSeekBy(delta: number): void;
  onVolume(volume: number): void;
  onToggleMute(): void;
  onQuality(index: number): void;
  onSubtitle(id: number): void;
  onHelp(): void;
  onMenuOpenChange(open: boolean): void;
  /** The cast button (cast/CastButton.tsx), which hides itself where casting is not offered. */
  cast?: ReactNode;
}

export function ControlBar(props: ControlBarProps) {
  const { t } = useTranslation();
  const { media, duration, engine, fullscreen, autoplay, next } = props;
  const playing = !media.paused && !media.ended;

  const languageName = (lang: string, fallback: string) =>
    (KNOWN_LANGUAGES as readonly string[]).includes(lang)
      ? t(`player.subtitles.languages.${lang as (typeof KNOWN_LANGUAGES)[number]}`)
      : fallback || lang;
  const subtitleChoices = [
    { value: '-1', label: t('player.subtitles.off') },
    ...engine.subtitles.map((track) => ({
      value: String(track.id),
      label: languageName(track.lang, track.name),
    })),
  ];
  const shownTrack = engine.subtitles.find((track) => track.id === engine.subtitle);

  const levels = [...engine.levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  const playingHeight = engine.levels[engine.playingLevel]?.height;
  const qualityChoices = [
    {
      value: '-1',
      label: playingHeight
        ? t('player.quality.autoPlaying', { height: playingHeight })
        : t('player.quality.auto'),
    },
    ...levels.map((level) => ({
      value: String(level.index),
      label: t('player.quality.level', { height: level.height }),
    })),
  ];
  const chosenHeight = engine.levels[engine.quality]?.height;

  return (
    <div className={styles.bar}>
      <SeekBar
        currentTime={media.currentTime}
        duration={duration}
        bufferedEnd={media.bufferedEnd}
        onSeek={props.onSeek}
        thumbnails={props.thumbnails}
        windows={props.windows}
      />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          aria-label={playing ? t('player.pause') : t('player.play')}
          title={playing ? t('player.pause') : t('player.play')}
          data-testid="player-play"
          onClick={props.onTogglePlay}
        >
          <PlayerIcon name={playing ? 'pause' : 'play'} />
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.roomy}`}
          aria-label={t('player.back10')}
          title={t('player.back10')}
          onClick={() => props.onSeekBy(-10)}
        >
          <PlayerIcon name="back" />
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.roomy}`}
          aria-label={t('player.forward10')}
          title={t('player.forward10')}
          onClick={() => props.onSeekBy(10)}
        >
          <PlayerIcon name="forward" />
        </button>
        <VolumeControl
          volume={media.volume}
          muted={media.muted}
          onToggleMute={props.onToggleMute}
          onVolume={props.onVolume}
        />
        <span className={styles.clock} data-testid="player-clock">
          {t('player.clock', { current: formatClock(media.currentTime), total: formatClock(duration) })}
        </span>
        <span className={styles.spacer} />
        {autoplay && (
          <button
            type="button"
            role="switch"
            aria-checked={autoplay.on}
            className={styles.autoplay}
            data-testid="player-autoplay"
            onClick={() => autoplay.onChange(!autoplay.on)}
          >
            <span className={styles.switchTrack} aria-hidden="true">
              <span className={styles.switchKnob} />
            </span>
            <span className={styles.autoplayLabel}>{t('player.autoplay')}</span>
          </button>
        )}
        {next && (
          <button
            type="button"
            className={styles.button}
            aria-label={t('player.next', { title: next.title })}
            title={t('player.next', { title: next.title })}
            data-testid="player-next"
            onClick={next.onGo}
          >
            <PlayerIcon name="next" />
          </button>
        )}
        {engine.subtitles.length > 0 && (
          <MenuButton
            label={t('player.subtitles.label')}
            icon="captions"
            choices={subtitleChoices}
            value={String(shownTrack ? shownTrack.id : -1)}
            onSelect={(value) => props.onSubtitle(Number(value))}
            onOpenChange={props.onMenuOpenChange}
            badge={shownTrack?.lang.toUpperCase()}
            testId="player-subtitles"
          />
        )}
        {engine.levels.length > 1 && (
          <MenuButton
            label={t('player.quality.label')}
            icon="quality"
            choices={qualityChoices}
            value={String(engine.quality)}
            onSelect={(value) => props.onQuality(Number(value))}
            onOpenChange={props.onMenuOpenChange}
            badge={chosenHeight ? `${chosenHeight}p` : undefined}
            testId="player-quality"
          />
        )}
        {props.cast}
        <button
          type="button"
          className={`${styles.button} ${styles.roomy}`}
          aria-label={t('player.shortcuts.open')}
          title={t('player.shortcuts.open')}
          onClick={props.onHelp}
        >
          <PlayerIcon name="keyboard" />
        </button>
        {fullscreen.supported && (
          <button
            type="button"
            className={styles.button}
            aria-label={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
            title={fullscreen.active ? t('player.exitFullscreen') : t('player.fullscreen')}
            onClick={fullscreen.toggle}
          >
            <PlayerIcon name={fullscreen.active ? 'exitFullscreen' : 'fullscreen'} />
          </button>
        )}
      </div>
    </div>
  );
}
