import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, BANNER_MAX_BYTES } from '@fanverse/contract';
import { avatarUploadMapping, bannerUploadMapping } from '@fanverse/client';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { startContractServer, type ContractServer } from './contract-server';
import { expectClientCheck, expectMapped, failure, probe, signUp } from './accounts-fixtures';

// Avatar and banner uploads, and the agreements, against the real server.
let s: ContractServer;
beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, UPLOAD_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => s.app.close());

/**
 * A black PNG of width × height. With `claimOnly` only the header says so (a decompression
 * bomb's shape): the pixel data holds one row, which no check that reads only the header sees.
 */
function png(width: number, height: number, { claimOnly = false } = {}): Blob {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, not interlaced
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Each row: filter byte 0, then three bytes a pixel.
  const pixels = zlib.deflateSync(Buffer.alloc((1 + 3 * width) * (claimOnly ? 1 : height)));
  return new Blob([
    Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  ]);
}

const notAnImage = () => new Blob(['This is not an image, whatever its name says.\n'.repeat(20)]);
/** A file over a kind's limit (its content does not matter: only its size is looked at). */
const oversized = (maxBytes: number) => new Blob([new Uint8Array(maxBytes + 1)]);

const kinds = [
  {
    kind: 'avatar',
    upload: 'uploadAvatar',
    path: '/api/users/me/upload_avatar',
    maxBytes: AVATAR_MAX_BYTES,
    mapping: avatarUploadMapping,
    codes: { missing: 7700, invalid: 7700, pixels: 7701, tooLarge: 7702 },
  },
  {
    kind: 'banner',
    upload: 'uploadBanner',
    path: '/api/users/me/upload_banner',
    maxBytes: BANNER_MAX_BYTES,
    mapping: bannerUploadMapping,
    codes: { missing: 7800, invalid: 7800, pixels: 7801, tooLarge: 7802 },
  },
] as const;

describe.each(kinds)('$kind upload replies', ({ kind, upload, path, maxBytes, mapping, codes }) => {
  it(`client checks: no file gives ${codes.missing}, a file over the limit ${codes.tooLarge}; nothing is sent`, async () => {
    const m = await signUp(s);
    await expectClientCheck(m, m.client.uploads[upload](null), codes.missing);
    await expectClientCheck(m, m.client.uploads[upload](new Blob([])), codes.missing);
    await expectClientCheck(m, m.client.uploads[upload](oversized(maxBytes)), codes.tooLarge);
  });

  it(`a file that is no image (INVALID_IMAGE) gives ${codes.invalid}`, async () => {
    const m = await signUp(s);
    const e = await failure(m.client.uploads[upload](notAnImage()));
    expectMapped(e, { status: 400, code: 'INVALID_IMAGE' }, codes.invalid);
    expect(m.sent.at(-1)).toBe(`POST ${path}`);
  });

  it(`an image of too many pixels (IMAGE_TOO_MANY_PIXELS) gives ${codes.pixels}`, async () => {
    const m = await signUp(s);
    const e = await failure(m.client.uploads[upload](png(9000, 9000, { claimOnly: true })));
    expectMapped(e, { status: 400, code: 'IMAGE_TOO_MANY_PIXELS' }, codes.pixels);
  });

  it(`the server's 413 (PAYLOAD_TOO_LARGE) gives ${codes.tooLarge}`, async () => {
    // The client's own size check refuses such a file before sending (above), so the request is
    // sent as the call would send it, through the same reply mapping, to reach the server's 413.
    const m = await signUp(s);
    const form = new FormData();
    form.append(kind, oversized(maxBytes));
    const e = await failure(m.client.http.request({ method: 'POST', path, body: form, mapping }));
    expectMapped(e, { status: 413, code: 'PAYLOAD_TOO_LARGE' }, codes.tooLarge);
  });

  it('a real image is stored and answered as a URL', async () => {
    const m = await signUp(s);
    const result = (await m.client.uploads[upload](png(64, 48))) as Record<string, string>;
    expect(result[kind]).toMatch(new RegExp(`/media/${kind}s/${m.guid}-[0-9a-f]{16}\\.webp$`));
    expect((await m.client.accounts.getProfile())[kind]).toBe(result[kind]);
  });
});

describe('agreements replies (spec §8: kept per operation, swallowed)', () => {
  it('an unknown flavor (AGREEMENT_NOT_FOUND) gives 5100 under getTermsFlavor', async () => {
    const p = probe(s);
    expect(await p.client.agreements.getTerms('no-such-flavor')).toBeUndefined();
    expect(p.sent).toEqual(['GET /api/agreements/terms']);
    expect(p.client.errors.get('getTermsFlavor')).toEqual([
      expect.objectContaining({
        code: 5100,
        cause: expect.objectContaining({ code: 'AGREEMENT_NOT_FOUND' }),
      }),
    ]);
  });

  it('a revision of another agreement (INVALID_REVISION) gives 5101 under acceptPrivacy', async () => {
    const m = await signUp(s);
    const terms = await m.client.agreements.getTerms();
    expect(terms?.revisionId).toBeGreaterThan(0);
    expect(await m.client.agreements.acceptPrivacy(terms!.revisionId)).toBeUndefined();
    expect(m.client.errors.get('acceptPrivacy')).toEqual([
      expect.objectContaining({ code: 5101, cause: expect.objectContaining({ code: 'INVALID_REVISION' }) }),
    ]);
  });

  it('client check: a revision id that cannot name a revision gives 5101 and sends nothing', async () => {
    const m = await signUp(s);
    const before = m.sent.length;
    expect(await m.client.agreements.acceptTerms(0)).toBeUndefined();
    expect(m.sent.length).toBe(before);
    expect(m.client.errors.get('acceptTerms').map((e) => e.code)).toEqual([5101]);
  });

  it('an older revision once a newer one is published (REVISION_OUT_OF_DATE) gives 5102', async () => {
    const m = await signUp(s);
    const read = await m.client.agreements.getTerms('comics');
    expect(read?.flavor).toBe('comics');
    // An operator publishes new comics terms while the member still has the old ones open.
    await s.database.db
      .insertInto('agreement_revisions')
      .values({
        content_type: 'terms',
        flavor: 'comics',
        date_revised: '2099-01-01',
        text: 'Fanverse Comics Reader Terms, revised',
        text_es: null,
      })
      .execute();
    expect(await m.client.agreements.acceptTerms(read!.revisionId, 'comics')).toBeUndefined();
    expect(m.client.errors.get('acceptTermsFlavor')).toEqual([
      expect.objectContaining({
        code: 5102,
        cause: expect.objectContaining({ code: 'REVISION_OUT_OF_DATE' }),
      }),
    ]);
    const latest = await m.client.agreements.getTerms('comics');
    expect(await m.client.agreements.acceptTerms(latest!.revisionId, 'comics')).toMatchObject({
      accepted: true,
    });
    expect(m.client.errors.get('acceptTermsFlavor')).toEqual([]);
  });
});
