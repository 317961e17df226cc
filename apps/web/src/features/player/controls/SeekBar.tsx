import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, type SeekThumbnails } from '../hooks/use-seek-thumbnails';
import type { SkipWindow } from '../logic/skip-windows';
import { formatClock } from '../logic/time-format';
import styles from './controls.module.css';

/** Arrow keys move 5 s, Page keys 10 s (J and L do the same from anywhere on the page). */
const ARROW_STEP = 5;
const PAGE_STEP = 10;

export interface SeekBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  onSeek(time: number): void;
  thumbnails: SeekThumbnails;
  /** Recap, intro and credits, marked on the track. */
  windows: readonly SkipWindow[];
}

const percent = (value: number, duration: number) =>
  duration > 0 ? `${Math.min(100, Math.max(0, (value / duration) * 100))}%` : '0%';

/**
 * The seek bar: a slider (arrow, Page, Home and End keys) that can also be dragged or clicked.
 * Pointing at it shows the time there and, once loaded, a preview frame of that moment.
 */
export function SeekBar({ currentTime, duration, bufferedEnd, onSeek, thumbnails, windows }: SeekBarProps) {
  const { t } = useTranslation();
  const { attachCanvas, activate, request } = thumbnails;
  const previewReady = thumbnails.status === 'ready' && thumbnails.frameTime !== null;
  const trackRef = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const shown = dragging ?? currentTime;

  const timeAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || duration <= 0) return 0;
    return Math.min(duration, Math.max(0, ((clientX - rect.left) / rect.width) * duration));
  };

  const point = (time: number) => {
    setHover(time);
    request(time);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || duration <= 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    activate();
    const time = timeAt(event.clientX);
    setDragging(time);
    point(time);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const time = timeAt(event.clientX);
    if (dragging !== null) setDragging(time);
    if (event.pointerType !== 'touch' || dragging !== null) point(time);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return;
    const time = timeAt(event.clientX);
    setDragging(null);
    onSeek(time);
    if (event.pointerType === 'touch') setHover(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: currentTime - ARROW_STEP,
      ArrowDown: currentTime - ARROW_STEP,
      ArrowRight: currentTime + ARROW_STEP,
      ArrowUp: currentTime + ARROW_STEP,
      PageDown: currentTime - PAGE_STEP,
      PageUp: currentTime + PAGE_STEP,
      Home: 0,
      End: duration,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onSeek(Math.min(duration, Math.max(0, to)));
  };

  const total = formatClock(duration);
  return (
    <div className={styles.seek}>
      <div
        ref={trackRef}
        className={styles.seekTrack}
        role="slider"
        tabIndex={0}
        aria-label={t('player.seek')}
        aria-valuemin={0}
        aria-valuemax={Math.round(duration)}
        aria-valuenow={Math.round(shown)}
        aria-valuetext={t('player.seekValue', { current: formatClock(shown), total })}
        data-testid="player-seek"
        onKeyDown={onKeyDown}
        onFocus={() => activate()}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'touch') activate();
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDragging(null)}
        onPointerLeave={() => {
          if (dragging === null) setHover(null);
        }}
      >
        <span className={styles.seekRail} aria-hidden="true">
          {windows.map((window) => (
            <span
              key={window.label}
              className={styles.seekWindow}
              style={{
                insetInlineStart: percent(window.start, duration),
                inlineSize: percent(window.end - window.start, duration),
              }}
            />
          ))}
          <span className={styles.seekBuffered} style={{ inlineSize: percent(bufferedEnd, duration) }} />
          <span className={styles.seekPlayed} style={{ inlineSize: percent(shown, duration) }} />
          <span className={styles.seekThumb} style={{ insetInlineStart: percent(shown, duration) }} />
        </span>
      </div>
      {hover !== null && (
        <div
          className={styles.preview}
          style={{
            insetInlineStart: `clamp(${THUMBNAIL_WIDTH / 2}px, ${percent(hover, duration)}, calc(100% - ${THUMBNAIL_WIDTH / 2}px))`,
          }}
          aria-hidden="true"
        >
          <canvas
            ref={attachCanvas}
            className={styles.previewFrame}
            width={THUMBNAIL_WIDTH}
            height={THUMBNAIL_HEIGHT}
            data-ready={previewReady}
            data-testid="player-seek-preview"
          />
          <span className={styles.previewTime}>{formatClock(hover)}</span>
        </div>
      )}
    </div>
  );
}
