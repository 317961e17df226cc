import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchThumbnailManifest } from '../api/get-thumbnail-manifest';
import { keyRequestSetup } from '../engine/hls-engine';
import { loadHls } from '../engine/hls-module';
import { iframePlaylistLoader } from '../engine/iframe-playlist';

export const THUMBNAIL_WIDTH = 160;
export const THUMBNAIL_HEIGHT = 90;

/** How long a preview seek may take before the next hover is served anyway. */
const SEEK_PATIENCE_MS = 3000;

export type ThumbnailStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface SeekThumbnails {
  status: ThumbnailStatus;
  /** Ref callback for the canvas the preview frame is drawn on (rendered by the seek bar). */
  attachCanvas(canvas: HTMLCanvasElement | null): void;
  /** The time of the frame on the canvas, null before the first one. */
  frameTime: number | null;
  /** Loads the i-frame stream; called on the first hover or focus of the seek bar. */
  activate(): void;
  /** Draws the frame at `time` (the latest request wins while one is being decoded). */
  request(time: number): void;
}

interface Previewer {
  video: HTMLVideoElement;
  destroy(): void;
}

/**
 * Seek previews from the i-frame playlist (one small keyframe segment every 2 s): a second,
 * hidden <video> with its own hls.js instance is seeked to the hovered time and its frame drawn
 * on a canvas once `seeked` fires. Nothing is loaded until the viewer first points at the bar.
 */
export function useSeekThumbnails(jwt: string, enabled: boolean): SeekThumbnails {
  const [status, setStatus] = useState<ThumbnailStatus>('idle');
  const [frameTime, setFrameTime] = useState<number | null>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const attachCanvas = useCallback((element: HTMLCanvasElement | null) => {
    canvas.current = element;
  }, []);
  const previewer = useRef<Previewer | null>(null);
  const wanted = useRef<number | null>(null);
  const busy = useRef(false);
  const retried = useRef(false);
  const jwtRef = useRef(jwt);
  const alive = useRef(true);
  useEffect(() => {
    jwtRef.current = jwt;
  });

  const stuck = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seekTo = useCallback((time: number) => {
    const video = previewer.current?.video;
    if (!video) return;
    busy.current = true;
    wanted.current = null;
    video.currentTime = time;
    // A seek whose segment never arrives must not hold every later preview back.
    clearTimeout(stuck.current);
    stuck.current = setTimeout(() => {
      busy.current = false;
    }, SEEK_PATIENCE_MS);
  }, []);

  const activate = useCallback(() => {
    if (!enabled || status !== 'idle') return;
    setStatus('loading');
    void (async () => {
      try {
        const [manifest, mod] = await Promise.all([fetchThumbnailManifest(jwtRef.current), loadHls()]);
        if (!alive.current) return;
        const Hls = mod.default;
        if (!Hls.isSupported()) {
          setStatus('failed');
          return;
        }
        const video = document.createElement('video');
        video.muted = true;
        video.playsInline = true;
        video.preload = 'auto';
        const hls = new Hls({
          // A paused seek completes only once the decoder holds a few frames from the target
          // on (or the stream has ended): a few 2-second keyframes ahead, each a few kB.
          maxBufferLength: 12,
          maxMaxBufferLength: 16,
          backBufferLength: 0,
          pLoader: iframePlaylistLoader(mod),
          ...keyRequestSetup(mod, () => jwtRef.current),
        });
        const onSeeked = () => {
          const context = canvas.current?.getContext('2d');
          if (context && video.videoWidth > 0) {
            context.drawImage(video, 0, 0, THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
            setFrameTime(video.currentTime);
          }
          busy.current = false;
          clearTimeout(stuck.current);
          if (wanted.current !== null) seekTo(wanted.current);
        };
        video.addEventListener('seeked', onSeeked);
        let worked = false;
        hls.on(mod.Events.MANIFEST_PARSED, () => {
          worked = true;
          setStatus('ready');
          if (wanted.current !== null) seekTo(wanted.current);
        });
        hls.on(mod.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          previewer.current?.destroy();
          previewer.current = null;
          busy.current = false;
          // Previews are a nicety: the seek bar works without them. A stream that worked and
          // then failed has most likely expired: the next hover asks for a fresh one, once.
          const again = worked && !retried.current;
          retried.current ||= again;
          setStatus(again ? 'idle' : 'failed');
        });
        hls.attachMedia(video);
        hls.loadSource(manifest.stream_url);
        previewer.current = {
          video,
          destroy() {
            video.removeEventListener('seeked', onSeeked);
            hls.destroy();
            video.removeAttribute('src');
          },
        };
      } catch {
        if (alive.current) setStatus('failed');
      }
    })();
  }, [enabled, seekTo, status]);

  const request = useCallback(
    (time: number) => {
      if (!previewer.current || busy.current) {
        wanted.current = time;
        return;
      }
      seekTo(time);
    },
    [seekTo],
  );

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(stuck.current);
      previewer.current?.destroy();
      previewer.current = null;
    };
  }, []);

  return { status, attachCanvas, frameTime, activate, request };
}
