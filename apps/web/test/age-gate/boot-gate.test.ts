import { COMIC_RATINGS, FILM_RATINGS, TV_RATINGS, isMatureComic, isMatureVideo } from '@fanverse/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootFirstPage } from '../../src/features/comics/reader/boot/boot-first-page';
import { removeBootStage } from '../../src/features/comics/reader/boot/boot-takeover';
import { planReader } from '../../src/features/comics/reader/boot/reader-plan';
import { discardPlayback } from '../../src/features/player/boot/boot-handoff';
import { bootPlayback } from '../../src/features/player/boot/boot-playback';
import { planWatch } from '../../src/features/player/boot/watch-plan';
import { answerAgeGate, initAgeGateStore, ageGateStore, NO_ANSWERS } from '../../src/lib/age-gate';
import { bootGateOpen, bootMatureComic, bootMatureVideo } from '../../src/lib/age-gate/boot-gate';
import { takeResponse } from '../../src/lib/early-responses';
import { memoryStorage } from '../memory-storage';
import { paintOnTimers } from '../paint-fakes';

vi.mock('../../src/features/player/engine/hls-module', () => ({
  loadHls: () => Promise.resolve({ default: { isSupported: () => true } }),
}));
vi.mock('../../src/features/player/engine/hls-engine', () => ({
  createHlsEngine: vi.fn(() => ({ load: vi.fn(), destroy: vi.fn() })),
}));

const EPISODE = '5ede0eb9-67c5-88eb-bf88-282d8da195cd';
const BOOK = '7c1e0eb9-67c5-48eb-bf88-282d8da195cd';
const token = (rights: Record<string, boolean>) =>
  `e30.${btoa(JSON.stringify({ rights })).replace(/=+$/, '')}.sig`;

function serve(replies: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const reply = Object.entries(replies).find(([prefix]) => path.startsWith(prefix))?.[1];
    return new Response(JSON.stringify(reply ?? {}), { status: reply ? 200 : 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The answers as the app's store persists them, in a storage of their own. */
function storageWith(dob: string | null): Storage {
  const storage = memoryStorage();
  initAgeGateStore(storage);
  if (dob)
    ageGateStore.setState(answerAgeGate(NO_ANSWERS, dob, { age: 13, blockTimeout: 86_400 }, Date.now()));
  return storage;
}

afterEach(() => {
  discardPlayback();
  removeBootStage();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("the boots' restated rules", () => {
  it("call every video rating and no rating mature exactly as the contract's isMatureVideo", () => {
    const names = ['', 'unrated', ...[...TV_RATINGS, ...FILM_RATINGS].map((rating) => rating.name)];
    for (const tv of names) {
      for (const mpaa of names) {
        const item = { tv_rating: tv, mpaa_rating: mpaa };
        expect(bootMatureVideo(item), JSON.stringify(item)).toBe(isMatureVideo(item));
      }
    }
    expect(bootMatureVideo({ tv_rating: 'tv-ma' })).toBe(isMatureVideo({ tv_rating: 'tv-ma' }));
    expect(bootMatureVideo(null)).toBe(true);
  });

  it("call every comic rating mature exactly as the contract's isMatureComic", () => {
    for (const name of ['', '13+', 'teen', ...COMIC_RATINGS.map((rating) => rating.name)]) {
      expect(bootMatureComic({ age_rating: name }), name).toBe(isMatureComic({ age_rating: name }));
    }
  });

  it("read the store's persisted answers: open only after a completed adult answer without a block", () => {
    expect(bootGateOpen(storageWith(null))).toBe(false);
    expect(bootGateOpen(storageWith('1990-01-01'))).toBe(true);
    expect(bootGateOpen(storageWith('2020-01-01'))).toBe(false);
    expect(bootGateOpen(memoryStorage({ vuex: '{oops' }))).toBe(false);
    expect(bootGateOpen(null)).toBe(false);
  });
});

describe('the watch boot and the age gate', () => {
  beforeEach(() => {
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      configurable: true,
      value: vi.fn().mockResolvedValue(undefined),
    });
    Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: vi.fn() });
  });

  /** Boots an episode rated `rating`; answers whether the manifest was asked for (the video starts). */
  async function boot(rating: string, storage: Storage, { plays }: { plays: boolean }) {
    const fetchMock = serve({
      '/api/5/episode/': { uuid: EPISODE, tv_rating: rating, mpaa_rating: '' },
      '/api/5/1/rights/': { token: token({ can_watch: true }) },
      '/api/5/1/video_manifest_from_jwt/': { stream_url: '/media/stream/x/master.m3u8' },
    });
    const plan = planWatch(`/watch/episode/${EPISODE}`, storage, 'en')!;
    const done = bootPlayback(plan);
    const manifestAsked = () => fetchMock.mock.calls.some(([url]) => String(url).includes('manifest'));
    // Left to the app, the boot resolves at once; playing, it waits for a first frame jsdom never shows.
    if (plays)
      await vi.waitFor(() => expect(document.querySelector('[data-boot-stage] video')).not.toBeNull());
    else await done;
    // The app takes the early answers as it starts; here the test does.
    takeResponse(plan.contentUrl);
    takeResponse(plan.rightsUrl);
    takeResponse(plan.manifestUrl, { headers: { 'X-Auth-JWT': token({ can_watch: true }) } });
    return manifestAsked();
  }

  it('leaves a mature episode to the app before the gate was passed, and plays it after', async () => {
    expect(await boot('TV-MA', storageWith(null), { plays: false })).toBe(false);
    expect(document.querySelector('[data-boot-stage]')).toBeNull();
    expect(await boot('TV-MA', storageWith('1990-01-01'), { plays: true })).toBe(true);
  });

  it('plays an episode below mature for anyone', async () => {
    expect(await boot('TV-PG', storageWith(null), { plays: true })).toBe(true);
  });
});

describe('the reader boot and the age gate', () => {
  beforeEach(paintOnTimers);

  async function paint(rating: string, storage: Storage) {
    serve({
      '/api/comics/1/book/download/': {
        images: [{ page_number: 1, width: 1000, height: 1500, signed_url: '/media/comics/p1.webp' }],
      },
      '/api/comics/1/book/': { uuid: BOOK, reading_direction: 'ltr', age_rating: rating },
      '/api/5/1/rights/book/': { token: token({ can_read: true }) },
    });
    const plan = planReader(`/comics/read/${BOOK}`, storage, 'en', undefined)!;
    await bootFirstPage(plan);
    takeResponse(plan.bookUrl);
    takeResponse(plan.rightsUrl);
    takeResponse(plan.downloadUrl, { headers: { 'X-Auth-JWT': token({ can_read: true }) } });
    return document.querySelector('[data-reader-boot]') !== null;
  }

  it("paints a Mature book's first page only after the gate was passed; others always", async () => {
    expect(await paint('Mature', storageWith(null))).toBe(false);
    expect(await paint('Mature', storageWith('1990-01-01'))).toBe(true);
    removeBootStage();
    expect(await paint('Teen', storageWith(null))).toBe(true);
  });
});
