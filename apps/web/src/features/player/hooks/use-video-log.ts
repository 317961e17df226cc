import { LOG_FLUSH_SECONDS, type VideoEventType, type VideoLogEvent } from '@fanverse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { refreshActivity } from '../../../components/activity';
import { isLogRetryable, sendVideoLog } from '../api/send-video-log';
import { VideoLogBatcher } from '../logic/log-batcher';
import { randomUuid } from '../../../lib/random-uuid';

export interface LogSubject {
  videotype: 'episode' | 'clip';
  /** The episode's or clip's uuid. */
  contentId: string;
  /** `{series_id}.{episode_number}` for an episode, null for a clip. */
  episode: string | null;
}

/** The log's timecodes are seconds within a day-long bound (the contract's). */
const timecode = (seconds: number) => Math.min(Math.max(Number.isFinite(seconds) ? seconds : 0, 0), 86_400);

/** A watched stretch shorter than this is not worth an event. */
const MIN_PROGRESS_SECONDS = 0.5;

export type RecordEvent = (type: VideoEventType, start: number, end?: number) => void;

/**
 * Playback events of one viewing (session_id: one random uuid per video load), queued and sent
 * in batches: on pause, after a seek, every LOG_FLUSH_SECONDS while playing, and with sendBeacon
 * when the page is hidden or closed. `progress` events carry each stretch actually watched
 * (start → end), from which the server knows where the viewer is. Returns the recorder for the
 * events the player itself raises (load, quality, subtitles, error).
 */
export function useVideoLog(video: HTMLVideoElement | null, subject: LogSubject): RecordEvent {
  const queryClient = useQueryClient();
  const [sessionId] = useState(randomUuid);
  const [batcher] = useState(
    () =>
      new VideoLogBatcher({
        send: sendVideoLog,
        pageDomain: window.location.hostname || 'localhost',
        isRetryable: isLogRetryable,
      }),
  );
  const { videotype, contentId, episode } = subject;

  const record = useCallback<RecordEvent>(
    (type, start, end = start) => {
      const event: VideoLogEvent = {
        event_type: type,
        videotype,
        content_id: contentId,
        episode,
        session_id: sessionId,
        timestamp: Date.now(),
        start_timecode: timecode(start),
        end_timecode: timecode(end),
      };
      batcher.add(event);
    },
    [batcher, contentId, episode, sessionId, videotype],
  );

  useEffect(() => {
    if (!video) return;
    let stretchStart: number | null = null;
    let lastTime = video.currentTime;
    let played = false;
    const flush = () => void batcher.flush();
    const closeStretch = () => {
      if (stretchStart === null) return;
      const end = video.currentTime;
      if (end - stretchStart >= MIN_PROGRESS_SECONDS) record('progress', stretchStart, end);
      stretchStart = null;
    };

    const onPlay = () => {
      played = true;
      record('play', video.currentTime);
    };
    const onPlaying = () => {
      stretchStart = video.currentTime;
    };
    const onPause = () => {
      if (video.ended) return; // `complete` says it
      closeStretch();
      record('pause', video.currentTime);
      flush();
    };
    const onSeeking = () => {
      closeStretch();
      // The start position hls.js seeks to on load is part of `load`, not a seek by the viewer.
      if (played) record('seek', lastTime, video.currentTime);
    };
    const onSeeked = () => {
      lastTime = video.currentTime;
      if (!video.paused) stretchStart = video.currentTime;
      if (played) flush();
    };
    const onTimeUpdate = () => {
      if (!video.seeking) lastTime = video.currentTime;
    };
    const onEnded = () => {
      closeStretch();
      record('complete', video.currentTime);
      flush();
    };
    const onHide = () => {
      closeStretch();
      void batcher.flush({ beacon: true });
      if (!video.paused) stretchStart = video.currentTime;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onHide();
    };
    const tick = setInterval(() => {
      if (video.paused) return;
      closeStretch();
      stretchStart = video.currentTime;
      flush();
    }, LOG_FLUSH_SECONDS * 1000);

    const listeners: [string, () => void][] = [
      ['play', onPlay],
      ['playing', onPlaying],
      ['pause', onPause],
      ['seeking', onSeeking],
      ['seeked', onSeeked],
      ['timeupdate', onTimeUpdate],
      ['ended', onEnded],
    ];
    for (const [type, listener] of listeners) video.addEventListener(type, listener);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(tick);
      for (const [type, listener] of listeners) video.removeEventListener(type, listener);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the player inside the app: the page lives on, an ordinary request will do. Once
      // the events are stored, the member's activity (Continue rail, progress on tiles) is
      // asked again, so home shows where they just stopped. (A flush already under way answers
      // first; the second waits for the events queued behind it.)
      closeStretch();
      void batcher
        .flush()
        .then(() => batcher.flush())
        .then(() => refreshActivity(queryClient));
    };
  }, [batcher, queryClient, record, video]);

  return record;
}
