import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMapping, videoManifestMapping } from '@fanverse/client';
import { COMIC_DOWNLOAD_PAGE_SIZE } from '@fanverse/contract';
import { insertComicFixtures, type InsertedComics } from '../../apps/server/test/comics/comic-fixtures';
import { FAST_ENV } from '../../apps/server/test/helpers/test-user';
import { expectClientCheck, expectMapped, failure, probe } from './accounts-fixtures';
import { startContractServer, type ContractServer } from './contract-server';

/**
 * The comics calls of the real server read by the real client (`client.comics`): replies parse
 * with the contract schemas, and every failure the server answers maps to spec §8's code.
 */
let s: ContractServer;
let comics: InsertedComics;
beforeAll(async () => {
  s = await startContractServer({ ...FAST_ENV, RATE_LIMIT_MAX: '100000' });
  comics = await insertComicFixtures(s.database.db, {
    series_title: 'Contract Comics',
    series_title_es: 'Cómics de Contrato',
    books: [
      { title: 'Open Book', title_es: 'Libro Abierto', pages: 19 },
      { title: 'Members Book', wall_type: 1, pages: 3 },
      { book_type: 'annual', pages: 2 },
    ],
  });
});
afterAll(async () => s.app.close());

const open = () => comics.books[0]!;
const members = () => comics.books[1]!;
const annual = () => comics.books[2]!;

describe('catalogue calls', () => {
  it('getBook, getSeries and getSeriesBooks parse, in the client language', async () => {
    const es = s.client('es');
    expect((await es.comics.getBook(open().uuid)).title).toBe('Libro Abierto');
    const series = await es.comics.getSeries(comics.series.uuid);
    expect(series.title).toBe('Cómics de Contrato');
    expect(series.num_books).toEqual({ issue: 2, annual: 1 });
    const issues = await s.client().comics.getSeriesBooks(comics.series.uuid);
    expect(issues.values.map((b) => b.uuid)).toEqual([open().uuid, members().uuid]);
    const annuals = await s.client().comics.getSeriesBooks(comics.series.uuid, 'annual', { sort: 'desc' });
    expect(annuals.values.map((b) => b.uuid)).toEqual([annual().uuid]);
  });

  it('unknown content → 1721, a page past the last → 5005', async () => {
    const client = s.client();
    expectMapped(
      await failure(client.comics.getBook(crypto.randomUUID())),
      { status: 404, code: 'RESOURCE_NOT_FOUND' },
      1721,
    );
    expectMapped(
      await failure(client.comics.getSeries(crypto.randomUUID())),
      { status: 404, code: 'RESOURCE_NOT_FOUND' },
      1721,
    );
    expectMapped(
      await failure(client.comics.getSeriesBooks(comics.series.uuid, 'issue', { page: 2 })),
      { status: 404, code: 5 },
      5005,
    );
  });

  it('the client checks 1715 and 1716 before sending; the server answers the same when sent', async () => {
    const p = probe(s);
    await expectClientCheck(p, p.client.comics.getBook('not-a-uuid'), 1715);
    await expectClientCheck(p, p.client.comics.getSeriesBooks(comics.series.uuid, 'omnibus'), 1716);
    const http = s.client().http;
    expectMapped(
      await failure(
        http.request({ method: 'GET', path: '/api/comics/1/book/not-a-uuid/', mapping: catalogueMapping }),
      ),
      { status: 400, code: 'INVALID_UUID' },
      1715,
    );
    expectMapped(
      await failure(
        http.request({
          method: 'GET',
          path: `/api/comics/1/series/${comics.series.uuid}/books/omnibus`,
          mapping: catalogueMapping,
        }),
      ),
      { status: 400, code: 'INVALID_CONTENT_TYPE' },
      1716,
    );
  });

  it('browse and browseBooks parse', async () => {
    const client = s.client();
    const home = await client.comics.browse();
    expect(home.masthead?.series_uuid).toBe(comics.series.uuid);
    const page = await client.comics.browseBooks({ book_type: 'annual' });
    expect(page.values.map((b) => b.uuid)).toEqual([annual().uuid]);
  });
});

describe('rights and download', () => {
  it('getRights gives a book token; downloadBook fetches every page and merges them', async () => {
    const client = s.client();
    const rights = await client.comics.getRights(open().uuid);
    expect(rights).toMatchObject({ content_type: 'book', content_uuid: open().uuid });
    expect(rights.rights.can_read).toBe(true);
    const book = await client.comics.downloadBook(rights.jwt);
    expect(book.num_images).toBe(19);
    expect(book.images.map((i) => i.page_number)).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    const first = await client.comics.downloadPage(rights.jwt, { page: 1 });
    expect(first.images).toHaveLength(COMIC_DOWNLOAD_PAGE_SIZE);
  });

  it('maps the download failures with the manifest mapping', async () => {
    const p = probe(s);
    await expectClientCheck(p, p.client.comics.downloadPage(''), 1717);
    const http = s.client().http;
    expectMapped(
      await failure(
        http.request({ method: 'GET', path: '/api/comics/1/book/download/', mapping: videoManifestMapping }),
      ),
      { status: 401, code: 'JWT' },
      1717,
    );
    const client = s.client();
    const jwt = (await client.comics.getRights(open().uuid)).jwt;
    const [h, body, sig] = jwt.split('.') as [string, string, string];
    const tampered = `${h}.${body.slice(0, 12)}${body[12] === 'x' ? 'y' : 'x'}${body.slice(13)}.${sig}`;
    expectMapped(await failure(client.comics.downloadPage(tampered)), { status: 401, code: 'S10' }, 1711);
    expectMapped(await failure(client.comics.downloadPage(jwt, { page: 9 })), { status: 400, code: 8 }, 1720);
    const denied = (await client.comics.getRights(members().uuid)).jwt;
    expectMapped(await failure(client.comics.downloadPage(denied)), { status: 403, code: 'S04' }, 1707);
  });
});
