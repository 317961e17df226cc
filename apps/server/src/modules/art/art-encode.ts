import sharp from 'sharp';
import type { ArtFormat } from '@fanverse/contract';

/**
 * Rasterises an SVG at its document size (librsvg at 72 dpi: one SVG unit, one pixel) and
 * encodes it. AVIF at effort 1 (measured: a 3840×2160 frame in about a second, against 2.5 s at
 * effort 2 for a third fewer bytes); WebP q80; JPEG progressive through mozjpeg, the fallback
 * every browser decodes.
 */
export async function encodeSvg(svg: string, format: ArtFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 }).removeAlpha();
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 1, chromaSubsampling: '4:2:0' }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80, effort: 3 }).toBuffer();
    case 'jpg':
      return image.jpeg({ quality: 82, progressive: true, mozjpeg: true }).toBuffer();
  }
}
