import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/form';
import { chooseDecoder, createFrameReader } from '../scanner-choice';
import styles from '../checkin.module.css';

type CameraState = 'starting' | 'scanning' | 'denied' | 'absent' | 'failed';

/** How often a frame is read: often enough to feel instant, rarely enough to spare the battery. */
const FRAME_INTERVAL_MS = 200;
/** After a read, the same card is not read again for this long (the desk is still holding it up). */
const SAME_CARD_PAUSE_MS = 2500;

/** Torch support is not in TypeScript's DOM types yet (MediaTrackCapabilities.torch). */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

function cameraFailure(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError')
    return 'absent';
  return 'failed';
}

/**
 * The member card scanner: the back camera in a viewfinder, a frame read every 200 ms, each
 * text read passed to `onRead` (the page decides whether it is a card). A refused or missing
 * camera says so, and the desk can still search by name. The camera stops when this closes.
 */
export function CardScanner({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<MediaStreamTrack | null>(null);
  // The latest onRead, for the frame loop started once (the camera must not restart on render).
  const readRef = useRef(onRead);
  useEffect(() => {
    readRef.current = onRead;
  }, [onRead]);
  const [state, setState] = useState<CameraState>('starting');
  const [torchable, setTorchable] = useState(false);
  const [torch, setTorch] = useState(false);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last: { text: string; at: number } | null = null;

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('absent');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState(cameraFailure(error));
        return;
      }
      if (stopped) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      const [track] = stream.getVideoTracks();
      trackRef.current = track ?? null;
      const capabilities = track?.getCapabilities?.() as TorchCapabilities | undefined;
      setTorchable(capabilities?.torch === true);
      const read = await createFrameReader(await chooseDecoder());
      if (stopped) return;
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        const text = await read(video).catch(() => null);
        const now = Date.now();
        if (text && !(last && last.text === text && now - last.at < SAME_CARD_PAUSE_MS)) {
          last = { text, at: now };
          readRef.current(text);
        }
        if (!stopped) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    };

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      trackRef.current = null;
    };
  }, []);

  const toggleTorch = async () => {
    const next = !torch;
    try {
      await trackRef.current?.applyConstraints({ advanced: [{ torch: next } as MediaTrackConstraintSet] });
      setTorch(next);
    } catch {
      setTorchable(false);
    }
  };

  const message =
    state === 'denied'
      ? t('checkin.scan.denied')
      : state === 'absent'
        ? t('checkin.scan.absent')
        : state === 'failed'
          ? t('checkin.scan.failed')
          : null;

  return (
    <section className={styles.scanner} aria-label={t('checkin.scan.label')}>
      {message ? (
        <p role="alert" className={styles.notice}>
          {message}
        </p>
      ) : (
        <div className={styles.viewfinder}>
          <video ref={videoRef} className={styles.video} muted playsInline aria-hidden="true" />
          <div className={styles.frame} aria-hidden="true" />
          <p role="status" className={styles.scanHint}>
            {state === 'starting' ? t('checkin.scan.starting') : t('checkin.scan.hint')}
          </p>
        </div>
      )}
      <div className={styles.row}>
        {torchable && state === 'scanning' && (
          <Button variant="secondary" aria-pressed={torch} onClick={() => void toggleTorch()}>
            {torch ? t('checkin.scan.torchOff') : t('checkin.scan.torchOn')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {t('checkin.scan.close')}
        </Button>
      </div>
    </section>
  );
}
