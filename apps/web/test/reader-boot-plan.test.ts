import { createClient } from '@fanverse/client';
import { describe, expect, it } from 'vitest';
import { requestKey } from '../src/lib/early-responses';
import { LOCALE_STORAGE_KEY, resolveLocale } from '../src/lib/i18n/locale';
import {
  BOOT_FIRST_PAGE_MARK,
  BOOT_STAGE_ATTRIBUTE,
} from '../src/features/comics/reader/boot/boot-first-page';
import {
  planReader,
  showsFirstPageAlone,
  tokenAllowsReading,
  type ReaderPlan,
} from '../src/features/comics/reader/boot/reader-plan';
import { readLocalProgress, PROGRESS_KEY } from '../src/features/comics/reader/logic/local-progress';
import { chooseQuality } from '../src/features/comics/reader/logic/prefetch-plan';
import {
  effectiveMode,
  readSettings,
  SETTINGS_KEY,
} from '../src/features/comics/reader/logic/reader-settings';
import { linkedStart, readingLink } from '../src/features/comics/reader/logic/reading-link';
import { chooseResume } from '../src/features/comics/reader/logic/resume-choice';
import { FIRST_PAGE_MARK } from '../src/features/comics/reader/ReaderView';
import { memoryStorage } from './memory-storage';

const BOOK = '7c1e0eb9-67c5-48eb-bf88-282d8da195cd';
const JWT = 'header.payload.signature';
const PATH = `/comics/read/${BOOK}`;

/** The requests the app's own client makes for the same opening, as request keys. */
async function clientKeys(plan: ReaderPlan) {
  const seen: string[] = [];
  const client = createClient({
    fetch: async (input, init) => {
      seen.push(
        requestKey(init?.method ?? 'GET', String(input), new Headers(init?.headers).get('X-Auth-JWT')),
      );
      return new Response('{}', { status: 500 });
    },
  });
  client.setLang(plan.lang);
  await Promise.allSettled([
    client.comics.getBook(plan.uuid, { lang: plan.lang }),
    client.comics.getRights(plan.uuid),
    client.comics.downloadPage(JWT, { page: 1, quality: plan.quality }),
  ]);
  return seen;
}

describe('the reader boot plan', () => {
  it('serves only anonymous visits of a reader address', () => {
    const empty = memoryStorage({});
    expect(planReader(PATH, empty, 'en-US', undefined)).not.toBeNull();
    expect(planReader(`${PATH}/`, empty, 'en-US', undefined)).not.toBeNull();
    expect(planReader(PATH, null, 'en-US', undefined)).not.toBeNull();
    for (const path of ['/', '/comics/read/not-a-uuid', `/comics/book/${BOOK}`, `${PATH}/extra`]) {
      expect(planReader(path, empty, 'en-US', undefined), path).toBeNull();
    }
    const member = memoryStorage({ vuex: JSON.stringify({ user: { sessionId: 'x' } }) });
    expect(planReader(PATH, member, 'en-US', undefined)).toBeNull();
  });

  it('chooses the language the app would (resolveLocale)', () => {
    for (const stored of [null, 'es', 'en', 'fr']) {
      for (const browser of ['es-ES', 'en-US', 'de-DE', undefined]) {
        const plan = planReader(PATH, memoryStorage({ [LOCALE_STORAGE_KEY]: stored }), browser, undefined)!;
        expect(plan.lang, `${stored}/${browser}`).toBe(
          resolveLocale({ stored, browserLanguage: browser ?? null }),
        );
      }
    }
  });

  it('chooses the quality and mode the reader would (readSettings, chooseQuality)', () => {
    const connections = [undefined, { effectiveType: '4g' }, { effectiveType: '3g' }, { saveData: true }];
    const saved = [
      null,
      'not json',
      '[]',
      JSON.stringify({ anon: { quality: 'HD', mode: 'double' } }),
      JSON.stringify({ anon: { quality: 'XL', mode: 'sideways' } }),
      JSON.stringify({ anon: { quality: 'SD', mode: 'vertical' } }),
      JSON.stringify({ someone: { quality: 'HD', mode: 'vertical' } }),
    ];
    for (const settings of saved) {
      for (const connection of connections) {
        const storage = memoryStorage({ [SETTINGS_KEY]: settings });
        const plan = planReader(PATH, storage, 'en', connection)!;
        const app = readSettings('anon', storage);
        const label = `${settings}/${JSON.stringify(connection)}`;
        expect(plan.quality, label).toBe(chooseQuality(app.quality, connection));
        for (const direction of ['ltr', 'rtl', 'vertical'] as const) {
          expect(showsFirstPageAlone(plan.settings, direction), `${label}/${direction}`).toBe(
            effectiveMode(app.mode, direction) !== 'vertical',
          );
        }
      }
    }
  });

  it('paints page 1 only when the reader opens there (readLocalProgress, chooseResume)', () => {
    const entries: unknown[] = [
      undefined,
      { p: 0, n: null, at: 1 },
      { p: 3, n: null, at: 1 },
      { p: 0, n: 2, at: 1 },
      { p: 0, n: -1, at: 1 },
      { p: 7, n: 1, at: 1, d: 1 },
      { p: 0.4, n: null, at: 1 },
      { p: 'x', n: null, at: 1 },
      { p: 2, at: 1 },
    ];
    for (const entry of entries) {
      const progress =
        entry === undefined
          ? null
          : JSON.stringify({ [`anon:${BOOK}`]: entry, 'anon:other': { p: 5, n: null, at: 1 } });
      const storage = memoryStorage({ [PROGRESS_KEY]: progress });
      const plan = planReader(PATH, storage, 'en', undefined)!;
      // A book of many pages: the boot does not know the length before its calls.
      const resume = chooseResume(readLocalProgress('anon', BOOK, storage), null, 40);
      expect(plan.opensOnFirstPage, JSON.stringify(entry)).toBe(resume === null);
    }
  });

  it('paints page 1 for a link there, not for a link elsewhere, whatever is stored (readingLink)', () => {
    const stored = JSON.stringify({ [`anon:${BOOK}`]: { p: 6, n: null, at: 1 } });
    for (const [search, storage] of [
      ['?page=0', stored],
      ['?page=0&panel=x', stored],
      ['?page=3&panel=0', null],
      ['?page=0&panel=1', null],
      ['?page=9', null],
      ['?page=x&panel=1', null],
      ['?page=x', stored],
      ['', stored],
      ['?page=1&page=2', null],
    ] as const) {
      const local = memoryStorage({ [PROGRESS_KEY]: storage });
      const plan = planReader(PATH, local, 'en', undefined, search)!;
      const link = readingLink(search);
      const start = link
        ? linkedStart(link, 40)
        : chooseResume(readLocalProgress('anon', BOOK, local), null, 40);
      expect(plan.opensOnFirstPage, `${search} ${storage}`).toBe(start === null);
    }
  });

  it.each(['en', 'es'])('asks for exactly what the API client asks for (%s)', async (locale) => {
    for (const quality of ['SD', 'HD']) {
      const storage = memoryStorage({
        [LOCALE_STORAGE_KEY]: locale,
        [SETTINGS_KEY]: JSON.stringify({ anon: { quality } }),
      });
      const plan = planReader(PATH, storage, 'en', undefined)!;
      expect(plan.quality).toBe(quality);
      expect(await clientKeys(plan)).toEqual([
        requestKey('GET', plan.bookUrl, null),
        requestKey('GET', plan.rightsUrl, null),
        requestKey('GET', plan.downloadUrl, JWT),
      ]);
    }
  });

  it('reads whether a rights token lets the visitor read', () => {
    const token = (claims: unknown) =>
      `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
    expect(tokenAllowsReading(token({ rights: { can_read: true } }))).toBe(true);
    expect(tokenAllowsReading(token({ rights: { can_read: false } }))).toBe(false);
    expect(tokenAllowsReading(token({ rights: { can_watch: true } }))).toBe(false);
    expect(tokenAllowsReading('not a token')).toBe(false);
  });

  it('marks and names what the reader does', () => {
    expect(BOOT_FIRST_PAGE_MARK).toBe(FIRST_PAGE_MARK);
    expect(BOOT_STAGE_ATTRIBUTE).toBe('data-reader-boot');
  });
});
