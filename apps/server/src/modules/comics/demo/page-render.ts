import sharp, { type Sharp } from 'sharp';
import type { Locale } from '@fanverse/contract';
import { PAGE_VARIANT_SCALE, type PageVariant } from '../page-images';
import type { DemoComicBook, PageSize } from './demo-books';
import { renderPageSvg } from './page-svg';

/** Bump when the drawing changes: the books' `job_id` names it, so a download sees a new job. */
export const COMIC_RENDERER_VERSION = 1;

/** The pixel size of a variant of a page of full size `size` (hd 1, sd 2/3, thumb 1/6). */
export function pageVariantSize(size: PageSize, variant: PageVariant): PageSize {
  const scale = PAGE_VARIANT_SCALE[variant];
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
}

/**
 * WebP at q80. Effort 2 (of 0–6) is measured on this machine: a 1073×1650 page in about a third
 * of effort 4's time for a few percent more bytes.
 */
const encode = (image: Sharp) => image.webp({ quality: 80, effort: 2 }).toBuffer();

/**
 * Renders the given variants of one page in one language. The SVG is rasterised once, at the
 * largest variant asked for (librsvg: one SVG unit, one pixel at 72 dpi), and the smaller
 * variants are resized from those pixels: cheaper than drawing the page again, and at a sixth
 * of the size the difference cannot be seen.
 */
export async function renderPageVariants(
  book: DemoComicBook,
  pageNumber: number,
  lang: Locale,
  variants: readonly PageVariant[],
): Promise<Map<PageVariant, Buffer>> {
  const size = book.pages[pageNumber - 1];
  if (!size) throw new Error(`demo comic ${book.uuid} has no page ${pageNumber}`);
  const ordered = [...new Set(variants)].sort((a, b) => PAGE_VARIANT_SCALE[b] - PAGE_VARIANT_SCALE[a]);
  const out = new Map<PageVariant, Buffer>();
  if (ordered.length === 0) return out;
  const largest = pageVariantSize(size, ordered[0]!);
  const svg = renderPageSvg(book, pageNumber, lang, largest);
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  for (const variant of ordered) {
    const target = pageVariantSize(size, variant);
    const image = sharp(data, raw);
    const sized =
      target.width === info.width && target.height === info.height
        ? image
        : image.resize(target.width, target.height, { fit: 'fill', kernel: 'lanczos3' });
    out.set(variant, await encode(sized));
  }
  return out;
}
