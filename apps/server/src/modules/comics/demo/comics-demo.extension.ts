import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../../config/config';
import type { DemoExtension } from '../../demo/demo-extension';
import { comicPageFile, type PageVariant } from '../page-images';
import { demoComicBooks, type DemoComicBook } from './demo-books';
import { planDemoComics } from './demo-rows';
import { ensureDemoPage } from './demo-page-images';
import { writeDemoComics } from './demo-writer';

/**
 * What is rendered ahead: the SD page and its thumbnail in English, which the reader opens
 * first (SD is the default quality, the strip shows thumbnails). HD and Spanish are rendered on
 * demand by the page images (about 0.1 s a page, measured), which keeps the first start short.
 */
const AHEAD: readonly PageVariant[] = ['sd', 'thumb'];
const AHEAD_LANG = 'en' as const;

const exists = (file: string) =>
  fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * The original demo comics: `register` writes their rows with the catalogue (in its
 * transaction: series, books, pages, panels, art, the comics rails and homepage); `run`
 * renders their pages into DATA_DIR/comics, one page at a time, skipping pages already there,
 * so an interrupted run simply continues. A viewer never waits for it: a page asked for first
 * is rendered on demand.
 *
 * DEMO_MEDIA=off (the benches, most tests) and on-demand (the browser journeys) skip the
 * pre-render: the books are still there and every page is rendered when first asked for, but no
 * minute of background rendering competes with what is being measured.
 */
export function comicsDemoExtension(config: Pick<AppConfig, 'DATA_DIR' | 'DEMO_MEDIA'>): DemoExtension {
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    name: 'demo comics',
    async register(trx) {
      await writeDemoComics(trx, planDemoComics());
    },
    async run({ db, onProgress, signal }) {
      if (config.DEMO_MEDIA !== 'on') return;
      // Only books the catalogue has: an operator may have removed some.
      const present = new Set(
        (await db.selectFrom('comic_books').select('uuid').execute()).map((r) => r.uuid.toLowerCase()),
      );
      const todo: { book: DemoComicBook; page: number }[] = [];
      for (const book of demoComicBooks()) {
        if (!present.has(book.uuid)) continue;
        for (let page = 1; page <= book.pages.length; page++) {
          signal?.throwIfAborted();
          const files = AHEAD.map((v) => comicPageFile(dataDir, book.uuid, page, v, AHEAD_LANG));
          if (!(await Promise.all(files.map(exists))).every(Boolean)) todo.push({ book, page });
        }
      }
      // Nothing to do on most starts: no progress is reported, so nothing is printed.
      if (todo.length === 0) return;
      let done = 0;
      onProgress(0, todo.length, 'comic pages');
      for (const { book, page } of todo) {
        signal?.throwIfAborted();
        await ensureDemoPage(dataDir, book, page, AHEAD_LANG, AHEAD);
        onProgress(++done, todo.length, `${book.def.title.en} p${page}`);
      }
    },
  };
}
