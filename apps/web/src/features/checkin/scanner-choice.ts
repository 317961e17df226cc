/**
 * Which QR decoder the desk's camera uses: the browser's own BarcodeDetector where it reads QR
 * codes (Chrome on Android, Safari 17+: fast, off the main thread), else jsQR on canvas frames
 * (Firefox, desktop Safari, older phones). The library is loaded only when it is the one chosen.
 */

/** The part of the Shape Detection API the desk uses (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats?: () => Promise<string[]>;
}

export type DecoderKind = 'native' | 'library';

/** The page's BarcodeDetector, if the browser has one. */
export function barcodeDetectorOf(scope: object = globalThis): BarcodeDetectorClass | undefined {
  const candidate = (scope as { BarcodeDetector?: unknown }).BarcodeDetector;
  return typeof candidate === 'function' ? (candidate as BarcodeDetectorClass) : undefined;
}

/**
 * 'native' only when BarcodeDetector exists and says it reads 'qr_code' (some browsers ship the
 * class with no formats at all, or throw when asked); anything else falls back to the library.
 */
export async function chooseDecoder(detector = barcodeDetectorOf()): Promise<DecoderKind> {
  if (!detector) return 'library';
  try {
    const formats = detector.getSupportedFormats ? await detector.getSupportedFormats() : [];
    return formats.includes('qr_code') ? 'native' : 'library';
  } catch {
    return 'library';
  }
}

/** Reads one frame of the camera: the QR code's text, or null when none is in view. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

/** The largest side a frame is scaled to for jsQR: enough for a phone-screen QR, fast on a phone. */
const LIBRARY_FRAME_SIDE = 640;

export async function createFrameReader(
  kind: DecoderKind,
  detector = barcodeDetectorOf(),
): Promise<FrameReader> {
  if (kind === 'native' && detector) {
    const native = new detector({ formats: ['qr_code'] });
    return async (video) => (await native.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const { videoWidth, videoHeight } = video;
    if (!context || videoWidth === 0 || videoHeight === 0) return Promise.resolve(null);
    const scale = Math.min(1, LIBRARY_FRAME_SIDE / Math.max(videoWidth, videoHeight));
    canvas.width = Math.round(videoWidth * scale);
    canvas.height = Math.round(videoHeight * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    // A member card is dark on light: not trying the inverted image halves the work per frame.
    const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
    return Promise.resolve(code?.data || null);
  };
}
