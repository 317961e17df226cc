import sharp, { type Metadata } from 'sharp';

/** The image kinds we take in. Everything else (SVG, TIFF, HEIC, PDF, …) is refused. */
export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export interface ImageLimits {
  /** Largest width × height accepted. */
  maxPixels: number;
  /** Longest side accepted, in pixels. */
  maxSide: number;
}

export interface ImageTarget {
  width: number;
  height: number;
  /** webp quality, 1–100. */
  quality?: number;
}

export interface ProcessedImage {
  data: Buffer;
  format: 'webp';
  width: number;
  height: number;
  /** What the upload turned out to be, by its content. */
  sourceFormat: AcceptedFormat;
}

/** Why an image was refused: not a supported image at all, or too many pixels. */
export class ImageRejectedError extends Error {
  constructor(
    readonly reason: 'invalid' | 'too_many_pixels',
    message: string,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1');

/** AVIF is an ISO-BMFF file whose `ftyp` box lists `avif` (still) or `avis` (sequence) as a brand. */
function isAvif(buf: Buffer): boolean {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256);
  const brands = [ascii(buf, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(buf, at, at + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/**
 * The format by its leading bytes, before any decoder sees the data. Only these five decoders
 * are ever run on an upload, whatever its name or declared type says.
 */
export function sniffFormat(buf: Buffer): AcceptedFormat | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(buf)) return 'avif';
  return null;
}

// sharp names AVIF `heif` (with AV1 compression); HEIC (HEVC) is refused.
function sharpFormatMatches(sniffed: AcceptedFormat, meta: Metadata): boolean {
  if (sniffed === 'avif') return meta.format === 'heif' && meta.compression === 'av1';
  return meta.format === sniffed;
}

// Invalid pixel data aborts; mere decoder warnings (common in phone JPEGs) do not.
const FAIL_ON = 'error' as const;
const PROCESS_TIMEOUT_SECONDS = 20;

/**
 * Checks an untrusted image by its content: a supported format whose header sharp can read,
 * within the pixel limits. Reads the header only, so a decompression bomb is refused before
 * a single pixel is decoded.
 */
export async function inspectImage(
  input: Buffer,
  limits: ImageLimits,
): Promise<{ format: AcceptedFormat; width: number; height: number }> {
  const sniffed = sniffFormat(input);
  if (!sniffed)
    throw new ImageRejectedError('invalid', 'The file is not a JPEG, PNG, WebP, GIF or AVIF image');
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: FAIL_ON, pages: 1, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('invalid', 'The image could not be read');
  }
  if (!sharpFormatMatches(sniffed, meta) || !meta.width || !meta.height) {
    throw new ImageRejectedError('invalid', 'The image could not be read');
  }
  const { width, height } = meta;
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new ImageRejectedError(
      'too_many_pixels',
      `The image is ${width}×${height}: at most ${limits.maxSide} pixels a side and ` +
        `${limits.maxPixels / 1_000_000} megapixels are accepted`,
    );
  }
  return { format: sniffed, width, height };
}

/**
 * The upload pipeline: inspect, then decode (first frame only, with `limitInputPixels` as a
 * second guard should the header lie), turn upright by EXIF orientation, crop to cover the
 * target size and write a webp. Nothing of the original's metadata (EXIF, GPS, XMP, ICC,
 * comments) survives: sharp writes none unless asked to.
 */
export async function processImage(
  input: Buffer,
  limits: ImageLimits,
  target: ImageTarget,
): Promise<ProcessedImage> {
  const { format } = await inspectImage(input, limits);
  try {
    const { data, info } = await sharp(input, {
      failOn: FAIL_ON,
      pages: 1,
      limitInputPixels: limits.maxPixels,
      autoOrient: true,
    })
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .resize(target.width, target.height, { fit: 'cover' })
      .webp({ quality: target.quality ?? 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'webp', width: info.width, height: info.height, sourceFormat: format };
  } catch {
    throw new ImageRejectedError('invalid', 'The image could not be processed');
  }
}
