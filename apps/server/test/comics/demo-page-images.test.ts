import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoComicBooks } from '../../src/modules/comics/demo/demo-books';
import { createComicPageImages } from '../../src/modules/comics/demo/demo-page-images';
import { renderPageVariants } from '../../src/modules/comics/demo/page-render';
import { comicPageFile } from '../../src/modules/comics/page-images';

// The real renderer, counted: concurrent requests of one page must render it once.
const renders = vi.fn(renderPageVariants);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-comic-pages-'));
const images = createComicPageImages({ DATA_DIR: dataDir }, renders);
const book = demoComicBooks()[1]!;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
beforeEach(() => {
  renders.mockClear();
});

describe('demo comic page images', () => {
  it('renders a missing page of a demo book on demand, at the variant’s size, and writes it', async () => {
    const file = await images.file(book.uuid, 2, 'thumb', 'es');
    expect(file).toBe(comicPageFile(dataDir, book.uuid, 2, 'thumb', 'es'));
    const meta = await sharp(file!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 179, height: 275 });
    expect(renders).toHaveBeenCalledTimes(1);
    // Present now: answered from the disk.
    expect(await images.file(book.uuid.toUpperCase(), 2, 'thumb', 'es')).toBe(file);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(fs.readdirSync(path.dirname(file!)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('renders a page asked for by many callers at once only once', async () => {
    const asked = await Promise.all(Array.from({ length: 5 }, () => images.file(book.uuid, 3, 'sd', 'en')));
    expect(new Set(asked)).toEqual(new Set([comicPageFile(dataDir, book.uuid, 3, 'sd', 'en')]));
    expect(renders).toHaveBeenCalledTimes(1);
    const meta = await sharp(asked[0]!).metadata();
    expect(meta).toMatchObject({ width: 715, height: 1100 });
  });

  it('answers undefined for pages nobody can render', async () => {
    expect(await images.file(book.uuid, book.pages.length + 1, 'sd', 'en')).toBeUndefined();
    expect(await images.file(book.uuid, 0, 'sd', 'en')).toBeUndefined();
    expect(await images.file('00000000-0000-4000-8000-000000000000', 1, 'sd', 'en')).toBeUndefined();
    expect(await images.file('../../etc/passwd', 1, 'sd', 'en')).toBeUndefined();
    expect(await images.file(book.uuid, 1, 'xl' as never, 'en')).toBeUndefined();
    expect(await images.file(book.uuid, 1, 'sd', 'fr' as never)).toBeUndefined();
    expect(renders).not.toHaveBeenCalled();
  });

  it('serves a file that exists even for a book the demo did not make', async () => {
    const uuid = '00000000-0000-4000-8000-000000000001';
    const file = comicPageFile(dataDir, uuid, 1, 'hd', 'en');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'an operator’s own page');
    expect(await images.file(uuid, 1, 'hd', 'en')).toBe(file);
    expect(renders).not.toHaveBeenCalled();
  });
});
