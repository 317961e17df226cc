import { HOUSE_AD_VIDEO_PATH } from '@fanverse/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { premiumPath } from '../../../components/premium';
import { formatClock } from '../logic/time-format';
import { adSecondsLeft, skipState } from './ad-schedule';
import styles from './HouseAd.module.css';

/**
 * How long the ad may take to start before it is given up (a missing file, a stalled network):
 * the viewer came for the episode, not to stare at a black box.
 */
export const AD_START_TIMEOUT_MS = 8000;

export type AdEnd = 'ended' | 'skipped' | 'failed';

export interface HouseAdProps {
  /** Start muted (the episode was muted, or the browser only allowed muted playback). */
  muted: boolean;
  /** Where "Go premium" comes back to once paid (the watch page). */
  returnTo: string;
  onEnd(how: AdEnd): void;
  /** The ad's address; the server's house ad by default. */
  src?: string;
}

/**
 * The house ad laid over the paused episode: its own <video>, a visible "Ad" label with the
 * time left, a "Go premium" link, and the skip button, which counts down ("Skip in 3…") and
 * skips from 5 seconds of the ad on. The skip button takes focus when the ad starts, so a
 * keyboard user can skip with Enter as soon as it is allowed. An ad that fails or does not
 * start in time ends itself: it never stands between the viewer and the episode.
 */
export function HouseAd({ muted, returnTo, onEnd, src = HOUSE_AD_VIDEO_PATH }: HouseAdProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const skipButton = useRef<HTMLButtonElement>(null);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const ended = useRef(false);
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  });
  const finish = (how: AdEnd) => {
    if (ended.current) return;
    ended.current = true;
    end.current(how);
  };

  useEffect(() => {
    skipButton.current?.focus({ preventScroll: true });
    const element = video.current;
    if (!element) return;
    let started = false;
    const giveUp = setTimeout(() => {
      if (!started) finish('failed');
    }, AD_START_TIMEOUT_MS);
    const onPlaying = () => {
      started = true;
    };
    element.addEventListener('playing', onPlaying);
    element.muted = muted;
    element.play().catch((error: unknown) => {
      // Sound refused (no interaction yet): the ad plays muted, as the episode did.
      if (error instanceof DOMException && error.name === 'NotAllowedError' && !element.muted) {
        element.muted = true;
        element.play().catch(() => finish('failed'));
      } else if (!(error instanceof DOMException && error.name === 'AbortError')) {
        finish('failed');
      }
    });
    return () => {
      clearTimeout(giveUp);
      element.removeEventListener('playing', onPlaying);
      element.pause();
    };
    // Once, when the ad appears: `muted` is where it starts, not something it follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const skip = skipState(time);
  const left = adSecondsLeft(duration, time);
  const onSkip = () => {
    if (skip.canSkip) finish('skipped');
  };

  return (
    <div className={styles.ad} role="region" aria-label={t('ads.region')} data-testid="house-ad">
      <video
        ref={video}
        className={styles.video}
        src={src}
        playsInline
        preload="auto"
        data-testid="house-ad-video"
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => {
          const value = event.currentTarget.duration;
          setDuration(Number.isFinite(value) ? value : 0);
        }}
        onEnded={() => finish('ended')}
        onError={() => finish('failed')}
      />
      <div className={styles.top}>
        <span className={styles.label} data-testid="house-ad-label">
          {t('ads.label')}
        </span>
        {duration > 0 && (
          <span className={styles.left} data-testid="house-ad-left">
            {t('ads.left', { time: formatClock(left) })}
          </span>
        )}
      </div>
      <Link className={styles.cta} to={premiumPath(returnTo)} data-testid="house-ad-premium">
        {t('ads.goPremium')}
      </Link>
      <button
        ref={skipButton}
        type="button"
        className={styles.skip}
        aria-disabled={!skip.canSkip}
        data-testid="house-ad-skip"
        onClick={onSkip}
      >
        {skip.canSkip ? t('ads.skip') : t('ads.skipIn', { seconds: skip.skipIn })}
      </button>
    </div>
  );
}
