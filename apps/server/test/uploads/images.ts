import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** Real images, made by sharp in the test, of every kind the uploads take in (and some they refuse). */
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

export const png = (width = 800, height = 600, color = '#3366cc') =>
  solid(width, height, color).png().toBuffer();
export const webp = () => solid(640, 480, '#22aa66').webp().toBuffer();
export const avif = () => solid(320, 240, '#aa2266').avif().toBuffer();
export const tiff = () => solid(64, 64, '#777777').tiff().toBuffer();

/** 300×200, left half red and right half blue. */
async function halves(): Promise<Sharp> {
  const blue = await solid(150, 200, '#0000ff').png().toBuffer();
  return solid(300, 200, '#ff0000').composite([{ input: blue, left: 150, top: 0 }]);
}

export const SECRET_ARTIST = 'Secret Photographer';

/**
 * A phone-style JPEG: GPS position and camera owner in EXIF, and orientation 6 (turn 90°
 * clockwise to show it). Shown upright it is red on top and blue below.
 */
export async function jpegWithGpsAndRotation(): Promise<Buffer> {
  const withExif = await (
    await halves()
  )
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Artist: SECRET_ARTIST, ImageDescription: 'At home' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2442/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 728/100',
      },
    })
    .toBuffer();
  return sharp(withExif).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
}

/** Two frames: red, then blue. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (c: string) => solid(120, 90, c).png().toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/**
 * A decompression bomb: a tiny PNG whose header claims width × height. Decoding it would need
 * width × height × 3 bytes; only the header may ever be read.
 */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const data = Buffer.from(await png(16, 16, '#000000'));
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4)…
  data.writeUInt32BE(width, 16);
  data.writeUInt32BE(height, 20);
  const ihdr = data.subarray(12, 12 + 4 + 13);
  data.writeUInt32BE(zlib.crc32(ihdr), 29);
  return data;
}

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
  );
export const textFile = () => Buffer.from('This is not an image, whatever its name says.\n'.repeat(20));
export const randomBytes = (n: number) => crypto.randomBytes(n);

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----fanverse${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename ? 'application/octet-stream' : undefined);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
