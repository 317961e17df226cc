import { createClient } from '@fanverse/client';
import { describe, expect, it } from 'vitest';
import { requestKey } from '../src/lib/early-responses';
import {
  bootStart,
  planWatch,
  tokenAllowsWatching,
  type WatchPlan,
} from '../src/features/player/boot/watch-plan';
import { linkedStart, watchStart } from '../src/features/player/logic/start-link';
import { initialSubtitles, SUBTITLES_KEY } from '../src/features/player/logic/player-preferences';
import { LOCALE_STORAGE_KEY, resolveLocale } from '../src/lib/i18n/locale';
import { memoryStorage } from './memory-storage';

const EPISODE = '5ede0eb9-67c5-88eb-bf88-282d8da195cd';
const JWT = 'header.payload.signature';

/** The requests the app's own client makes for the same visit, as request keys. */
async function clientKeys(plan: WatchPlan) {
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
  const subs = new URL(plan.manifestUrl, 'http://x').searchParams.get('subs')!;
  const calls = [
    plan.type === 'episode'
      ? client.catalogue.getEpisode(plan.uuid, { lang: plan.lang })
      : client.catalogue.getClip(plan.uuid, { lang: plan.lang }),
    client.playback.rights(plan.type, plan.uuid),
    client.playback.manifest(JWT, { st: 'hls', drm: 'default', cdn: 'default', subs }),
  ];
  await Promise.allSettled(calls);
  return seen;
}

describe('the watch boot plan', () => {
  it('serves only anonymous visits of a watch address', () => {
    const empty = memoryStorage({});
    expect(planWatch(`/watch/episode/${EPISODE}`, empty, 'en-US')).not.toBeNull();
    expect(planWatch(`/watch/clip/${EPISODE}/`, empty, 'en-US')).not.toBeNull();
    for (const path of ['/', `/watch/movie/${EPISODE}`, '/watch/episode/not-a-uuid', `/series/${EPISODE}`]) {
      expect(planWatch(path, empty, 'en-US'), path).toBeNull();
    }
    const member = memoryStorage({ vuex: JSON.stringify({ user: { sessionId: 'x' } }) });
    expect(planWatch(`/watch/episode/${EPISODE}`, member, 'en-US')).toBeNull();
  });

  it('chooses the language and subtitles the app would (resolveLocale, initialSubtitles)', () => {
    for (const stored of [null, 'es', 'en', 'fr']) {
      for (const browser of ['es-ES', 'en-US', 'de-DE', undefined]) {
        for (const subtitles of [null, 'none', 'en', 'es', 'klingon']) {
          const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: stored, [SUBTITLES_KEY]: subtitles });
          const plan = planWatch(`/watch/episode/${EPISODE}`, storage, browser)!;
          const lang = resolveLocale({ stored, browserLanguage: browser ?? null });
          const label = `${stored}/${browser}/${subtitles}`;
          expect(plan.lang, label).toBe(lang);
          expect(new URL(plan.manifestUrl, 'http://x').searchParams.get('subs'), label).toBe(
            initialSubtitles(lang, storage),
          );
        }
      }
    }
  });

  it.each(['episode', 'clip'] as const)(
    'asks for exactly what the API client asks for (%s)',
    async (type) => {
      for (const locale of ['en', 'es']) {
        const plan = planWatch(
          `/watch/${type}/${EPISODE}`,
          memoryStorage({ [LOCALE_STORAGE_KEY]: locale }),
          'en',
        )!;
        expect(await clientKeys(plan)).toEqual([
          requestKey('GET', plan.contentUrl, null),
          requestKey('GET', plan.rightsUrl, null),
          requestKey('GET', plan.manifestUrl, JWT),
        ]);
      }
    },
  );

  it("starts where the address says, by the app's rule (linkedStart), clamped as watchStart clamps", () => {
    const empty = memoryStorage({});
    for (const search of [
      '',
      '?t=83',
      '?t=0',
      '?t=12.5',
      '?t=-3',
      '?t=abc',
      '?t=1e3',
      '?t=4&t=5',
      '?x=1&t=400',
    ]) {
      const plan = planWatch(`/watch/episode/${EPISODE}`, empty, 'en', search)!;
      expect(plan.start, search).toBe(linkedStart(search));
      for (const duration of [160, 0, undefined]) {
        const expected = plan.start === null ? 0 : watchStart(plan.start, null, duration ?? 0);
        expect(bootStart(plan.start, duration), `${search} ${duration}`).toBe(expected);
      }
    }
    expect(planWatch(`/watch/episode/${EPISODE}`, empty, 'en')!.start).toBeNull();
  });

  it('reads whether a rights token lets the visitor watch', () => {
    const token = (claims: unknown) =>
      `e30.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;
    expect(tokenAllowsWatching(token({ rights: { can_watch: true } }))).toBe(true);
    expect(tokenAllowsWatching(token({ rights: { can_watch: false } }))).toBe(false);
    expect(tokenAllowsWatching(token({}))).toBe(false);
    expect(tokenAllowsWatching('not a token')).toBe(false);
  });
});
