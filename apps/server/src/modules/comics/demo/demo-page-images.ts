import fs from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '@fanverse/contract';
import type { AppConfig } from '../../../config/config';
import { writeAtomically } from '../../../media/write-atomically';
import { RenderQueue } from '../../art/render-queue';
import { comicPageFile, PAGE_VARIANTS, type ComicPageImages, type PageVariant } from '../page-images';
import { findDemoComicBook, type DemoComicBook } from './demo-books';
import { renderPageVariants } from './page-render';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Renders at once for viewers: each holds a page of pixels and keeps libvips busy, and this
 * machine has two cores to share with the server itself.
 */
const ON_DEMAND_RENDERS = 2;

/**
 * Renders in flight in this process, by file: a viewer's request and the demo extension's
 * pre-render (or twenty requests of one new page) share one render. Process-wide because the
 * routes and the extension each make their own ComicPageImages.
 */
const inFlight = new Map<string, Promise<void>>();
const onDemand = new RenderQueue<void>(ON_DEMAND_RENDERS);

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Renders the missing variants of one page of a demo book in one language and writes them,
 * once per file however many callers ask at the same time. `limited` runs the work in the
 * on-demand queue (a viewer waiting); the pre-render calls it directly, one page at a time.
 */
export async function ensureDemoPage(
  dataDir: string,
  book: DemoComicBook,
  pageNumber: number,
  lang: Locale,
  variants: readonly PageVariant[],
  options: { limited?: boolean; render?: typeof renderPageVariants } = {},
): Promise<void> {
  const renderVariants = options.render ?? renderPageVariants;
  const files = new Map(variants.map((v) => [v, comicPageFile(dataDir, book.uuid, pageNumber, v, lang)]));
  const absent: PageVariant[] = [];
  for (const [variant, file] of files) if (inFlight.has(file) || !(await exists(file))) absent.push(variant);
  // From here to registering the job nothing awaits: a caller that checked the disk at the same
  // time as this one finds the job registered and waits for it instead of rendering again.
  const waits: Promise<void>[] = [];
  const missing: PageVariant[] = [];
  for (const variant of absent) {
    const running = inFlight.get(files.get(variant)!);
    if (running) waits.push(running);
    else missing.push(variant);
  }
  if (missing.length > 0) {
    const key = `${book.uuid}:${pageNumber}:${lang}:${missing.join('+')}`;
    const render = async () => {
      const images = await renderVariants(book, pageNumber, lang, missing);
      for (const [variant, data] of images) await writeAtomically(files.get(variant)!, data);
    };
    const job = (options.limited ? onDemand.run(key, render) : render()).finally(() => {
      for (const v of missing) inFlight.delete(files.get(v)!);
    });
    // Registered before the first await of the render, so a caller arriving next shares it.
    for (const v of missing) inFlight.set(files.get(v)!, job);
    waits.push(job);
  }
  await Promise.all(waits);
}

/**
 * The page images of DATA_DIR/comics: a file that exists is answered as it is; a missing page
 * of a demo book is rendered on demand (the variant asked for, in its language) and written
 * before its path is answered; anything else (not a demo book, no such page, a malformed
 * argument) answers undefined, which the routes turn into 404.
 */
export function createComicPageImages(
  config: Pick<AppConfig, 'DATA_DIR'>,
  /** The page renderer (a test counts its calls). */
  render: typeof renderPageVariants = renderPageVariants,
): ComicPageImages {
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    async file(bookUuid, pageNumber, variant, lang) {
      const uuid = bookUuid.toLowerCase();
      // Checked before any path is built: the uuid is part of it.
      if (!UUID.test(uuid) || !Number.isInteger(pageNumber) || pageNumber < 1) return undefined;
      if (!(PAGE_VARIANTS as readonly string[]).includes(variant)) return undefined;
      if (!(LOCALES as readonly string[]).includes(lang)) return undefined;
      const file = comicPageFile(dataDir, uuid, pageNumber, variant, lang);
      if (!inFlight.has(file) && (await exists(file))) return file;
      const book = findDemoComicBook(uuid);
      if (!book || pageNumber > book.pages.length) return undefined;
      await ensureDemoPage(dataDir, book, pageNumber, lang, [variant], { limited: true, render });
      return file;
    },
  };
}
