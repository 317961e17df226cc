import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMIC_DOWNLOAD_PAGE_SIZE,
  comicDownloadSchema,
  ManifestReason,
  type ComicDownload,
} from '@fanverse/contract';
import { ComicPageUrlCode } from '../../src/modules/comics/comic-page-signer';
import { buildPlaybackTestApp, firstError, type PlaybackTestApp } from '../playback/playback-test-app';
import { insertComicFixtures, type InsertedBook } from './comic-fixtures';
import { writeTestPages } from './comic-page-files';

/**
 * The book download and the signed page addresses it hands out: failures in the manifest's style,
 * paging by COMIC_DOWNLOAD_PAGE_SIZE, panels, quality, and addresses that expire and cannot be
 * altered.
 */
let t: PlaybackTestApp;
let free: InsertedBook;
let walled: InsertedBook;
let premiumHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildPlaybackTestApp();
  const { books } = await insertComicFixtures(t.database.db, {
    books: [
      { title: 'Free Reading', title_es: 'Lectura Libre', pages: 19, panels_per_page: 2 },
      { title: 'Members Only', wall_type: 1, pages: 3 },
    ],
  });
  [free, walled] = books as [InsertedBook, InsertedBook];
  await writeTestPages(t.config.DATA_DIR, free.uuid, 2);
  premiumHeaders = (await t.premiumMember()).headers;
});
afterAll(async () => t.app.close());

async function tokenFor(uuid: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.get(`/api/5/1/rights/book/${uuid}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

async function download(token: string | undefined, query = ''): Promise<ComicDownload> {
  const res = await t.get(`/api/comics/1/book/download/${query}`, token ? { 'x-auth-jwt': token } : {});
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return comicDownloadSchema.parse(res.json());
}

describe('GET /api/comics/1/book/download/', () => {
  it('answers the first page of images with sizes, panels and signed addresses at SD', async () => {
    const reply = await download(await tokenFor(free.uuid));
    expect(reply).toMatchObject({
      uuid: free.uuid,
      job_id: expect.stringMatching(/^fixture-job-/),
      format: 'webp',
      quality: 'SD',
      page: 1,
      page_size: COMIC_DOWNLOAD_PAGE_SIZE,
      num_pages: 3,
      num_images: 19,
    });
    expect(reply.images.map((i) => i.page_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(reply.images[0]).toMatchObject({ width: 1073, height: 1650 });
    expect(reply.images[0]!.panels).toEqual([
      { start_x: 40, start_y: 40, size_x: 990, size_y: 480, mask_color: '#101010' },
      { start_x: 40, start_y: 540, size_x: 990, size_y: 480, mask_color: '#101010' },
    ]);
    expect(reply.images[0]!.signed_url).toMatch(
      new RegExp(`^/comic-pages/${free.uuid}/\\d+/[A-Za-z0-9_-]{43}/p1-sd-en\\.webp$`),
    );
    expect(reply.images[0]!.thumbnail_url).toMatch(/\/p1-thumb-en\.webp$/);
    const expires = Date.parse(reply.expires_at);
    expect(expires - Date.now()).toBeGreaterThan((t.config.RIGHTS_TTL_SECONDS - 5) * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(t.config.RIGHTS_TTL_SECONDS * 1000);
  });

  it('pages through the book: the last page holds the rest', async () => {
    const token = await tokenFor(free.uuid);
    expect((await download(token, '?page=2')).images.map((i) => i.page_number)).toEqual([
      9, 10, 11, 12, 13, 14, 15, 16,
    ]);
    expect((await download(token, '?page=3')).images.map((i) => i.page_number)).toEqual([17, 18, 19]);
    const past = await t.get('/api/comics/1/book/download/?page=4', { 'x-auth-jwt': token });
    expect(past.statusCode).toBe(400);
    expect(firstError(past)).toMatchObject({ code: ManifestReason.INVALID_PARAMETER, field: 'page' });
  });

  it('serves HD to premium members who ask for it, SD to anyone else, letters in the asked language', async () => {
    const premium = await download(await tokenFor(free.uuid, premiumHeaders), '?quality=HD&trans=es');
    expect(premium.quality).toBe('HD');
    expect(premium.images[0]!.signed_url).toMatch(/\/p1-hd-es\.webp$/);
    const anonymous = await download(await tokenFor(free.uuid), '?quality=HD');
    expect(anonymous.quality).toBe('SD');
    expect(anonymous.images[0]!.signed_url).toMatch(/\/p1-sd-en\.webp$/);
  });

  it('answers every failure with the manifest reason', async () => {
    const good = await tokenFor(free.uuid);
    const episodeToken = await t.sign({
      content_type: 'episode',
      content_uuid: crypto.randomUUID(),
      rights: { can_read: false, can_watch: true, hd_available: false, include_hd: false },
      subject: 'anonymous',
    });
    const goneToken = await t.sign({
      content_type: 'book',
      content_uuid: crypto.randomUUID(),
      rights: { can_read: true, can_watch: false, hd_available: true, include_hd: false },
      subject: 'anonymous',
    });
    const expired = await t.sign(
      {
        content_type: 'book',
        content_uuid: free.uuid,
        rights: { can_read: true, can_watch: false, hd_available: true, include_hd: false },
        subject: 'anonymous',
      },
      new Date(Date.now() - (t.config.RIGHTS_TTL_SECONDS + 60) * 1000),
    );
    const [h, p, s] = good.split('.') as [string, string, string];
    const tampered = `${h}.${p.slice(0, 12)}${p[12] === 'A' ? 'B' : 'A'}${p.slice(13)}.${s}`;
    const cases: [string, Record<string, string>, string, number, string | number][] = [
      ['no header', {}, '', 401, ManifestReason.TOKEN_MISSING],
      ['garbage', { 'x-auth-jwt': 'not.a.jwt' }, '', 401, ManifestReason.INVALID_TOKEN],
      ['tampered', { 'x-auth-jwt': tampered }, '', 401, ManifestReason.INVALID_TOKEN],
      ['expired', { 'x-auth-jwt': expired }, '', 401, ManifestReason.INVALID_TOKEN],
      ['bad page', { 'x-auth-jwt': good }, '?page=0', 400, ManifestReason.INVALID_PARAMETER],
      ['page not a number', { 'x-auth-jwt': good }, '?page=two', 400, ManifestReason.INVALID_PARAMETER],
      ['bad quality', { 'x-auth-jwt': good }, '?quality=4K', 400, ManifestReason.INVALID_PARAMETER],
      ['an episode token', { 'x-auth-jwt': episodeToken }, '', 400, ManifestReason.INVALID_CONTENT_TYPE],
      ['an unknown book', { 'x-auth-jwt': goneToken }, '', 404, ManifestReason.NOT_FOUND],
      [
        'reading denied (registration)',
        { 'x-auth-jwt': await tokenFor(walled.uuid) },
        '',
        403,
        ManifestReason.REGISTRATION_REQUIRED,
      ],
    ];
    for (const [why, headers, query, status, code] of cases) {
      const res = await t.get(`/api/comics/1/book/download/${query}`, headers);
      expect(res.statusCode, why).toBe(status);
      const error = firstError(res);
      expect(error.code, why).toBe(code);
      expect(error.message.startsWith(`${code} `), why).toBe(true);
    }
  });

  it('answers S03 and S05 from the denial the token carries', async () => {
    const denied = (denial: 'premium' | 'geoblocked') =>
      t.sign({
        content_type: 'book',
        content_uuid: free.uuid,
        rights: { can_read: false, can_watch: false, hd_available: true, include_hd: false },
        denial,
        subject: 'anonymous',
      });
    const premium = await t.get('/api/comics/1/book/download/', { 'x-auth-jwt': await denied('premium') });
    expect([premium.statusCode, firstError(premium).code]).toEqual([403, ManifestReason.PREMIUM_REQUIRED]);
    const geo = await t.get('/api/comics/1/book/download/', { 'x-auth-jwt': await denied('geoblocked') });
    expect([geo.statusCode, firstError(geo).code]).toEqual([403, ManifestReason.GEO_BLOCKED]);
  });
});

describe('signed page addresses', () => {
  it('serve the page as WebP, privately cached until the address expires', async () => {
    const reply = await download(await tokenFor(free.uuid));
    const res = await t.get(reply.images[1]!.signed_url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(res.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(t.config.RIGHTS_TTL_SECONDS - 10);
    expect(maxAge).toBeLessThanOrEqual(t.config.RIGHTS_TTL_SECONDS);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(Math.round(1073 * (2 / 3)));
    const thumb = await t.get(reply.images[1]!.thumbnail_url);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(Math.round(1073 / 6));
  });

  it('a page without an image answers 404', async () => {
    const reply = await download(await tokenFor(free.uuid));
    const res = await t.get(reply.images[5]!.signed_url);
    expect(res.statusCode).toBe(404);
  });

  it('refuse an expired address with 410 and an altered one with 403', async () => {
    const reply = await download(await tokenFor(free.uuid));
    const url = reply.images[0]!.signed_url;
    const [, , book, exp, sig, file] = url.split('/') as string[];
    const flip = (s: string) => `${s.slice(0, 5)}${s[5] === 'A' ? 'B' : 'A'}${s.slice(6)}`;
    const altered = {
      signature: `/comic-pages/${book}/${exp}/${flip(sig!)}/${file}`,
      page: `/comic-pages/${book}/${exp}/${sig}/${file!.replace('p1-', 'p2-')}`,
      variant: `/comic-pages/${book}/${exp}/${sig}/${file!.replace('-sd-', '-hd-')}`,
      language: `/comic-pages/${book}/${exp}/${sig}/${file!.replace('-en.', '-es.')}`,
      expiry: `/comic-pages/${book}/${Number(exp) + 3600}/${sig}/${file}`,
      book: `/comic-pages/${crypto.randomUUID()}/${exp}/${sig}/${file}`,
      'zero-padded page': `/comic-pages/${book}/${exp}/${sig}/${file!.replace('p1-', 'p01-')}`,
      'not a file name': `/comic-pages/${book}/${exp}/${sig}/page.png`,
    };
    for (const [what, address] of Object.entries(altered)) {
      const res = await t.get(address);
      expect(res.statusCode, what).toBe(403);
      expect(firstError(res).code, what).toBe(ComicPageUrlCode.INVALID);
    }
    t.clock.now = Date.now() + (t.config.RIGHTS_TTL_SECONDS + 1) * 1000;
    try {
      const res = await t.get(url);
      expect(res.statusCode).toBe(410);
      expect(firstError(res).code).toBe(ComicPageUrlCode.EXPIRED);
    } finally {
      t.clock.now = null;
    }
    expect((await t.get(url)).statusCode).toBe(200);
  });
});
