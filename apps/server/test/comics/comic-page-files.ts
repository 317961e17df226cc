import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Locale } from '@fanverse/contract';
import { comicPageFile, PAGE_VARIANT_SCALE, type PageVariant } from '../../src/modules/comics/page-images';

/**
 * Real WebP page images where the renderer would put them (DATA_DIR/comics/<book>/…), a flat
 * colour per page so a test can tell pages apart; what the routes serve through ComicPageImages.
 */
export async function writeTestPageImage(
  dataDir: string,
  bookUuid: string,
  pageNumber: number,
  variant: PageVariant,
  lang: Locale,
): Promise<string> {
  const file = comicPageFile(dataDir, bookUuid, pageNumber, variant, lang);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const scale = PAGE_VARIANT_SCALE[variant];
  await sharp({
    create: {
      width: Math.round(1073 * scale),
      height: Math.round(1650 * scale),
      channels: 3,
      background: { r: (pageNumber * 40) % 256, g: 80, b: lang === 'es' ? 200 : 20 },
    },
  })
    .webp({ quality: 50 })
    .toFile(file);
  return file;
}

/** Every variant of the pages in both languages. */
export async function writeTestPages(dataDir: string, bookUuid: string, pages: number): Promise<void> {
  for (let n = 1; n <= pages; n += 1) {
    for (const variant of ['hd', 'sd', 'thumb'] as const) {
      for (const lang of ['en', 'es'] as const) await writeTestPageImage(dataDir, bookUuid, n, variant, lang);
    }
  }
}
