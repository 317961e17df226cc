import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarUploadResultSchema,
  bannerUploadResultSchema,
  errorEnvelopeSchema,
} from '@fanverse/contract';
import { buildTestApp, type TestApp } from '../helpers/test-app';
import { FAST_ENV, createTestUser } from '../helpers/test-user';
import * as img from './images';

const PUBLIC_URL = 'https://fans.example.test';
let t: TestApp;
let mediaDir: string;

beforeAll(async () => {
  t = await buildTestApp({
    ...FAST_ENV,
    RATE_LIMIT_MAX: '10000',
    UPLOAD_RATE_LIMIT_MAX: '10000',
    PUBLIC_URL,
  });
  mediaDir = path.join(t.config.DATA_DIR, 'media');
  await t.app.ready();
});
afterAll(async () => t.app.close());

type Kind = 'avatar' | 'banner';
const user = () => createTestUser(t);

function upload(
  kind: Kind,
  data: Buffer,
  headers: Record<string, string>,
  filename = 'picture.png',
  field: string = kind,
) {
  const body = img.multipart([{ name: field, filename, contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/users/me/upload_${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function pathsOf(userId: string) {
  return t.database.db
    .selectFrom('users')
    .select(['avatar_path', 'banner_path'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Fetches an answered URL through the app's own /media/ route. Answers are paths on the site's
 * own origin, never PUBLIC_URL: the image loads whatever host name the page was opened by.
 */
async function fetchMedia(url: string) {
  expect(url.startsWith('/media/')).toBe(true);
  expect(url).not.toContain(PUBLIC_URL);
  return t.app.inject({ url });
}

function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string | number,
) {
  expect(res.statusCode).toBe(status);
  const body = errorEnvelopeSchema.parse(res.json());
  expect(body.errors[0]!.code).toBe(code);
  return body.errors[0]!;
}

describe('POST /api/users/me/upload_avatar', () => {
  it('re-encodes a PNG to a 512×512 webp, stores it, records it and answers its URL', async () => {
    const u = await user();
    const res = await upload('avatar', await img.png(800, 600), u.headers);
    expect(res.statusCode).toBe(200);
    const { avatar } = avatarUploadResultSchema.parse(res.json());
    expect(avatar).toMatch(new RegExp(`^/media/avatars/${u.guid}-[0-9a-f]{16}\\.webp$`));

    const { avatar_path } = await pathsOf(u.id);
    expect(avatar).toBe(`/media/${avatar_path}`);
    const served = await fetchMedia(avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(fs.readFileSync(path.join(mediaDir, avatar_path!))).toEqual(served.rawPayload);
  });

  it('strips EXIF (GPS, owner) and turns the image upright by its orientation', async () => {
    const u = await user();
    const input = await img.jpegWithGpsAndRotation();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes(Buffer.from(img.SECRET_ARTIST))).toBe(true);
    expect(inputMeta.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const res = await upload('avatar', input, u.headers, 'IMG_0042.JPG');
    expect(res.statusCode).toBe(200);
    const stored = (await fetchMedia(res.json().avatar)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from(img.SECRET_ARTIST))).toBe(false);
    expect(stored.includes(Buffer.from('Exif'))).toBe(false);

    // Upright: the red left half of the stored pixels is now on top, the blue right half below.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [rTop, , bTop] = pixel(256, 40);
    const [rBottom, , bBottom] = pixel(256, 470);
    expect(rTop).toBeGreaterThan(200);
    expect(bTop).toBeLessThan(60);
    expect(bBottom).toBeGreaterThan(200);
    expect(rBottom).toBeLessThan(60);
  });

  it.each([
    ['webp', img.webp],
    ['avif', img.avif],
    ['gif (first frame)', img.animatedGif],
  ])('accepts %s, recognised by content whatever the file name says', async (_kind, make) => {
    const u = await user();
    const res = await upload('avatar', await make(), u.headers, 'whatever.bin');
    expect(res.statusCode).toBe(200);
    const stored = (await fetchMedia(res.json().avatar)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.pages ?? 1).toBe(1);
  });

  it('keeps the first frame of an animated GIF', async () => {
    const u = await user();
    const res = await upload('avatar', await img.animatedGif(), u.headers, 'anim.gif');
    const stored = (await fetchMedia(res.json().avatar)).rawPayload;
    const { dominant } = await sharp(stored).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const u = await user();
    const first = (await upload('avatar', await img.png(), u.headers)).json().avatar;
    const firstPath = (await pathsOf(u.id)).avatar_path!;
    expect(fs.existsSync(path.join(mediaDir, firstPath))).toBe(true);

    const second = (await upload('avatar', await img.png(300, 300, '#ff8800'), u.headers)).json().avatar;
    expect(second).not.toBe(first);
    const secondPath = (await pathsOf(u.id)).avatar_path!;
    expect(fs.existsSync(path.join(mediaDir, firstPath))).toBe(false);
    expect(fs.existsSync(path.join(mediaDir, secondPath))).toBe(true);
    expect((await fetchMedia(first)).statusCode).toBe(404);
    expect((await fetchMedia(second)).statusCode).toBe(200);
  });

  it('keeps only the last of two uploads sent at once', async () => {
    const u = await user();
    await Promise.all([
      upload('avatar', await img.png(), u.headers),
      upload('avatar', await img.webp(), u.headers),
    ]);
    const files = fs.readdirSync(path.join(mediaDir, 'avatars')).filter((f) => f.startsWith(u.guid));
    expect(files).toEqual([path.basename((await pathsOf(u.id)).avatar_path!)]);
  });

  it('never touches another user’s avatar', async () => {
    const a = await user();
    const b = await user();
    await upload('avatar', await img.png(), a.headers);
    await upload('avatar', await img.png(), b.headers);
    const aPath = (await pathsOf(a.id)).avatar_path!;
    await upload('avatar', await img.webp(), b.headers);
    expect((await pathsOf(a.id)).avatar_path).toBe(aPath);
    expect(fs.existsSync(path.join(mediaDir, aPath))).toBe(true);
  });
});

describe('POST /api/users/me/upload_banner', () => {
  it('re-encodes to a 1920×480 webp under media/banners, independent of the avatar', async () => {
    const u = await user();
    await upload('avatar', await img.png(), u.headers);
    const res = await upload('banner', await img.png(3000, 1000), u.headers);
    expect(res.statusCode).toBe(200);
    const { banner } = bannerUploadResultSchema.parse(res.json());
    expect(banner).toMatch(new RegExp(`^/media/banners/${u.guid}-[0-9a-f]{16}\\.webp$`));
    const meta = await sharp((await fetchMedia(banner)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1920, height: 480 });
    const paths = await pathsOf(u.id);
    expect(paths.banner_path).toMatch(/^banners\//);
    expect(paths.avatar_path).toMatch(/^avatars\//);
  });

  it('takes files up to 10 MiB: a 6 MiB file is judged by content, not refused for size', async () => {
    const u = await user();
    const res = await upload('banner', img.randomBytes(6 * 1024 * 1024), u.headers);
    expectError(res, 400, 'INVALID_IMAGE');
  });

  it('answers 413 PAYLOAD_TOO_LARGE over 10 MiB', async () => {
    const u = await user();
    const res = await upload('banner', img.randomBytes(10 * 1024 * 1024 + 1), u.headers);
    expect(expectError(res, 413, 'PAYLOAD_TOO_LARGE').field).toBe('banner');
  });
});

describe('refused uploads', () => {
  it.each([
    ['a text file named .png', img.textFile, 'notes.png'],
    ['an SVG', img.svg, 'vector.svg'],
    ['a TIFF', img.tiff, 'scan.tif'],
    ['half a PNG', async () => (await img.png()).subarray(0, 400), 'cut.png'],
    [
      'a PNG signature and noise',
      async () => Buffer.concat([(await img.png()).subarray(0, 8), img.randomBytes(2000)]),
      'noise.png',
    ],
    ['an empty file', async () => Buffer.alloc(0), 'empty.png'],
  ])('answers 400 INVALID_IMAGE for %s', async (_what, make, filename) => {
    const u = await user();
    for (const kind of ['avatar', 'banner'] as const) {
      const res = await upload(kind, await make(), u.headers, filename);
      expect(expectError(res, 400, 'INVALID_IMAGE').field).toBe(kind);
    }
    expect(await pathsOf(u.id)).toEqual({ avatar_path: null, banner_path: null });
  });

  it('answers 400 IMAGE_TOO_MANY_PIXELS for a side over 8000 px', async () => {
    const u = await user();
    const res = await upload('avatar', await img.png(8001, 4), u.headers);
    expect(expectError(res, 400, 'IMAGE_TOO_MANY_PIXELS').field).toBe('avatar');
  });

  it('answers 400 IMAGE_TOO_MANY_PIXELS for a decompression bomb without decoding it', async () => {
    const u = await user();
    // 7000 × 7000 = 49 megapixels (147 MB decoded) in a file of a few hundred bytes.
    const bomb = await img.pngClaiming(7000, 7000);
    expect(bomb.length).toBeLessThan(1000);
    for (const kind of ['avatar', 'banner'] as const) {
      expectError(await upload(kind, bomb, u.headers), 400, 'IMAGE_TOO_MANY_PIXELS');
    }
    // Far larger claims are refused the same way.
    expectError(
      await upload('avatar', await img.pngClaiming(60_000, 60_000), u.headers),
      400,
      'IMAGE_TOO_MANY_PIXELS',
    );
  });

  it('answers 413 PAYLOAD_TOO_LARGE for an avatar over 5 MiB, keeping the current one', async () => {
    const u = await user();
    await upload('avatar', await img.png(), u.headers);
    const before = await pathsOf(u.id);
    const big = Buffer.concat([await img.png(), img.randomBytes(AVATAR_MAX_BYTES)]);
    const res = await upload('avatar', big, u.headers);
    const error = expectError(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(error).toMatchObject({ field: 'avatar', message: 'The avatar file is larger than 5 MiB' });
    expect(await pathsOf(u.id)).toEqual(before);
    expect(fs.existsSync(path.join(mediaDir, before.avatar_path!))).toBe(true);
  });

  it('accepts an avatar of exactly 5 MiB as far as size goes', async () => {
    const u = await user();
    const res = await upload('avatar', img.randomBytes(AVATAR_MAX_BYTES), u.headers);
    expectError(res, 400, 'INVALID_IMAGE');
  });

  it.each([
    ['no body', () => ({})],
    ['a JSON body', () => ({ payload: { avatar: 'x' } })],
    ['a form without the file', () => img.multipart([{ name: 'note', data: 'hello' }])],
    [
      'the file in another field',
      () => img.multipart([{ name: 'file', filename: 'a.png', data: Buffer.from('x') }]),
    ],
    ['the field as text, not a file', () => img.multipart([{ name: 'avatar', data: 'not a file' }])],
  ])('answers 400 MISSING_REQUIRED_VALUE for %s', async (_what, make) => {
    const u = await user();
    const body = make() as { payload?: Buffer | object; headers?: Record<string, string> };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/upload_avatar',
      payload: body.payload,
      headers: { ...body.headers, ...u.headers },
    });
    expect(expectError(res, 400, 'MISSING_REQUIRED_VALUE').field).toBe('avatar');
  });

  it('answers 400 code 8 for a malformed multipart body or too many files', async () => {
    const u = await user();
    const truncated = img.multipart([{ name: 'avatar', filename: 'a.png', data: await img.png() }]);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/upload_avatar',
      payload: truncated.payload.subarray(0, truncated.payload.length - 300),
      headers: { ...truncated.headers, ...u.headers },
    });
    expectError(cut, 400, 8);

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/upload_avatar',
      payload: 'garbage',
      headers: { 'content-type': 'multipart/form-data', ...u.headers },
    });
    expectError(noBoundary, 400, 8);

    const three = img.multipart(
      ['a', 'b', 'c'].map((n) => ({ name: 'avatar', filename: `${n}.png`, data: Buffer.from(n) })),
    );
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/upload_avatar',
      payload: three.payload,
      headers: { ...three.headers, ...u.headers },
    });
    expectError(many, 400, 8);
  });

  it('answers 401 to an anonymous caller', async () => {
    for (const kind of ['avatar', 'banner'] as const) {
      expectError(await upload(kind, await img.png(), {}), 401, 'UNAUTHENTICATED');
      const remove = await t.app.inject({ method: 'POST', url: `/api/users/me/remove_${kind}` });
      expectError(remove, 401, 'UNAUTHENTICATED');
    }
  });

  it('never answers a 5xx, whatever bytes arrive', async () => {
    const u = await user();
    const png = await img.png(40, 30);
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096 }),
        fc.nat(png.length),
        fc.constantFrom('avatar', 'banner'),
        async (noise, cut, kind) => {
          // Random bytes, and a real PNG with its tail replaced by them.
          for (const data of [Buffer.from(noise), Buffer.concat([png.subarray(0, cut), noise])]) {
            const res = await upload(kind, data, u.headers);
            expect(res.statusCode).toBeLessThan(500);
            if (res.statusCode !== 200) expect(errorEnvelopeSchema.safeParse(res.json()).success).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('POST /api/users/me/remove_{avatar,banner}', () => {
  it.each(['avatar', 'banner'] as const)(
    'removes the %s and deletes its file; removing again still succeeds',
    async (kind) => {
      const u = await user();
      const url = (await upload(kind, await img.png(), u.headers)).json()[kind];
      const stored = (await pathsOf(u.id))[`${kind}_path`]!;

      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/me/remove_${kind}`,
        headers: u.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true });
      expect((await pathsOf(u.id))[`${kind}_path`]).toBeNull();
      expect(fs.existsSync(path.join(mediaDir, stored))).toBe(false);
      expect((await fetchMedia(url)).statusCode).toBe(404);

      const again = await t.app.inject({
        method: 'POST',
        url: `/api/users/me/remove_${kind}`,
        headers: u.headers,
      });
      expect(again.statusCode).toBe(200);
    },
  );

  it('ignores a body labelled JSON, even an empty one', async () => {
    const u = await user();
    for (const payload of ['', '{}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/me/remove_avatar',
        payload,
        headers: { ...u.headers, 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    }
  });

  it('removes only the kind asked for', async () => {
    const u = await user();
    await upload('avatar', await img.png(), u.headers);
    await upload('banner', await img.png(), u.headers);
    await t.app.inject({ method: 'POST', url: '/api/users/me/remove_banner', headers: u.headers });
    const paths = await pathsOf(u.id);
    expect(paths.banner_path).toBeNull();
    expect(paths.avatar_path).toMatch(/^avatars\//);
  });
});

describe('OpenAPI', () => {
  it('describes the four upload routes', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const p of ['upload_avatar', 'remove_avatar', 'upload_banner', 'remove_banner']) {
      expect(doc.paths[`/api/users/me/${p}`]?.post).toBeDefined();
    }
    expect(doc.components.schemas.AvatarUploadResult).toBeDefined();
  });
});

describe('upload rate limit', () => {
  it('answers 429 TOO_MANY_REQUESTS past the per-route limit', async () => {
    const limited = await buildTestApp({ ...FAST_ENV, RATE_LIMIT_MAX: '10000', UPLOAD_RATE_LIMIT_MAX: '2' });
    await limited.app.ready();
    try {
      const u = await createTestUser(limited);
      const send = async () => {
        const body = img.multipart([{ name: 'avatar', filename: 'a.png', data: await img.png(20, 20) }]);
        return limited.app.inject({
          method: 'POST',
          url: '/api/users/me/upload_avatar',
          payload: body.payload,
          headers: { ...body.headers, ...u.headers },
        });
      };
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      expectError(await send(), 429, 'TOO_MANY_REQUESTS');
    } finally {
      await limited.app.close();
    }
  });
});
