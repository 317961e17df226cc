import { LOG_BATCH_MAX, type Timestamp, type VideoLogBatch, type VideoLogEvent } from '@fanverse/contract';
import { describe, expect, it, vi } from 'vitest';
import { isLogRetryable } from '../src/features/player/api/send-video-log';
import { lowestBitrate } from '../src/features/player/engine/hls-engine';
import { markIFramesOnly } from '../src/features/player/engine/iframe-playlist';
import { VideoLogBatcher } from '../src/features/player/logic/log-batcher';
import {
  clearLocalPosition,
  POSITIONS_MAX,
  readLocalPosition,
  writeLocalPosition,
} from '../src/features/player/logic/local-position';
import { nextEpisodeOf } from '../src/features/player/logic/next-episode';
import { classifyManifestFailure, promptForDenial } from '../src/features/player/logic/playback-outcome';
import {
  initialSubtitles,
  readAutoplay,
  writeAutoplay,
  writeSubtitles,
} from '../src/features/player/logic/player-preferences';
import { randomUuid } from '../src/lib/random-uuid';
import { RenewalGuard } from '../src/features/player/logic/renewal-guard';
import { resumeStart } from '../src/features/player/logic/resume';
import { linkedStart, watchStart } from '../src/features/player/logic/start-link';
import {
  focusKindOf,
  shortcutFor,
  SHORTCUT_LIST,
  type KeyInput,
} from '../src/features/player/logic/shortcuts';
import { activeSkip, skipAction, skipWindows } from '../src/features/player/logic/skip-windows';
import { formatClock } from '../src/features/player/logic/time-format';
import { makeEpisode } from './catalogue-fixtures';
import { apiError } from './fake-client';
import { ApiError } from '@fanverse/client';

// --- log batcher ---------------------------------------------------------------------------

let seq = 0;
function event(overrides: Partial<VideoLogEvent> = {}): VideoLogEvent {
  seq += 1;
  return {
    event_type: 'progress',
    videotype: 'episode',
    content_id: '0b6f7c9e-3f43-4a52-9c1d-4f1e6b1c2a01',
    episode: '1.1',
    session_id: '7a0c3a55-62a4-4cbb-8a4d-2fd2b7a1c9e0',
    timestamp: 1_700_000_000_000 + seq,
    start_timecode: seq,
    end_timecode: seq + 1,
    ...overrides,
  };
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('video log batcher', () => {
  it('sends queued events as one batch with the page domain, and nothing when empty', async () => {
    const send = vi.fn<(batch: VideoLogBatch, options: { beacon: boolean }) => Promise<unknown>>(
      async () => ({ accepted: 2 }),
    );
    const batcher = new VideoLogBatcher({ send, pageDomain: 'fanverse.example' });
    await batcher.flush();
    expect(send).not.toHaveBeenCalled();

    const first = event({ event_type: 'play' });
    const second = event({ event_type: 'pause' });
    batcher.add(first);
    batcher.add(second);
    await batcher.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(
      { events: [first, second], page_domain: 'fanverse.example' },
      { beacon: false },
    );
    expect(batcher.pending).toBe(0);
  });

  it('splits a long queue into batches of at most batchMax, in order', async () => {
    const batches: VideoLogEvent[][] = [];
    const batcher = new VideoLogBatcher({
      send: async (batch) => {
        batches.push(batch.events);
      },
      pageDomain: 'x',
      batchMax: 2,
    });
    const events = [event(), event(), event(), event(), event()];
    events.forEach((item) => batcher.add(item));
    await batcher.flush();
    expect(batches).toEqual([events.slice(0, 2), events.slice(2, 4), events.slice(4)]);
  });

  it('never sends more than the contract allows in one batch', async () => {
    const sizes: number[] = [];
    const batcher = new VideoLogBatcher({
      send: async (batch) => {
        sizes.push(batch.events.length);
      },
      pageDomain: 'x',
      batchMax: 10_000,
      queueMax: 10_000,
    });
    for (let i = 0; i < LOG_BATCH_MAX + 3; i += 1) batcher.add(event());
    await batcher.flush();
    expect(sizes).toEqual([LOG_BATCH_MAX, 3]);
  });

  it('keeps a batch that failed for the next flush, in front of newer events', async () => {
    const send = vi
      .fn<(batch: VideoLogBatch, options: { beacon: boolean }) => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ accepted: 1 });
    const batcher = new VideoLogBatcher({ send, pageDomain: 'x' });
    const older = event();
    batcher.add(older);
    await expect(batcher.flush()).resolves.toBeUndefined(); // a failure never throws at the player
    expect(batcher.pending).toBe(1);

    const newer = event();
    batcher.add(newer);
    await batcher.flush();
    expect(send).toHaveBeenLastCalledWith({ events: [older, newer], page_domain: 'x' }, { beacon: false });
    expect(batcher.pending).toBe(0);
  });

  it('drops a batch the server refused as invalid instead of retrying it forever', async () => {
    const send = vi.fn(async () => {
      throw new Error('bad batch');
    });
    const batcher = new VideoLogBatcher({ send, pageDomain: 'x', isRetryable: () => false });
    batcher.add(event());
    await batcher.flush();
    expect(batcher.pending).toBe(0);
  });

  it('keeps at most queueMax events while failing, dropping the oldest', async () => {
    let online = false;
    const sent: VideoLogEvent[] = [];
    const batcher = new VideoLogBatcher({
      send: async (batch) => {
        if (!online) throw new Error('offline');
        sent.push(...batch.events);
      },
      pageDomain: 'x',
      batchMax: 2,
      queueMax: 3,
    });
    const events = [event(), event(), event(), event(), event()];
    events.forEach((item) => batcher.add(item));
    expect(batcher.pending).toBe(3);
    await batcher.flush();
    expect(batcher.pending).toBe(3);
    online = true;
    await batcher.flush();
    expect(sent).toEqual(events.slice(2));
  });

  it('runs one flush at a time and flushes again right after when asked meanwhile', async () => {
    const gate = deferred();
    const calls: number[] = [];
    const batcher = new VideoLogBatcher({
      send: async (batch) => {
        calls.push(batch.events.length);
        if (calls.length === 1) await gate.promise;
      },
      pageDomain: 'x',
    });
    batcher.add(event());
    const first = batcher.flush();
    batcher.add(event());
    batcher.add(event());
    void batcher.flush(); // while the first is in flight
    expect(calls).toEqual([1]);
    gate.resolve();
    await first;
    await vi.waitFor(() => expect(calls).toEqual([1, 2]));
  });

  it('hands everything to the beacon at once when the page goes away', async () => {
    const send = vi.fn(async (_batch: VideoLogBatch, _options: { beacon: boolean }) => null);
    const batcher = new VideoLogBatcher({ send, pageDomain: 'x', batchMax: 2 });
    [event(), event(), event()].forEach((item) => batcher.add(item));
    await batcher.flush({ beacon: true });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls.every(([, options]) => options.beacon)).toBe(true);
    expect(batcher.pending).toBe(0);
  });

  it('retries after network failures, rate limits and server faults, not after a refusal', () => {
    const status = (value: number) =>
      new ApiError({ errors: [], sessionExpired: false, networkError: false }, value);
    expect(isLogRetryable(new Error('boom'))).toBe(true);
    expect(isLogRetryable(new ApiError({ errors: [], sessionExpired: false, networkError: true }))).toBe(
      true,
    );
    expect(isLogRetryable(status(503))).toBe(true);
    expect(isLogRetryable(status(429))).toBe(true);
    expect(isLogRetryable(status(400))).toBe(false);
    expect(isLogRetryable(status(413))).toBe(false);
  });
});

// --- skip windows --------------------------------------------------------------------------

const stamps: Timestamp[] = [
  { label: 'credits', start_seconds: 150, end_seconds: 165, title: 'Skip credits' },
  { label: 'intro', start_seconds: 8, end_seconds: 20, title: 'Skip intro' },
  { label: 'recap', start_seconds: 0, end_seconds: 8, title: 'Skip recap' },
  { label: 'chapter', start_seconds: 20, end_seconds: 60, title: 'The market' },
  { label: 'intro', start_seconds: 40, end_seconds: 40, title: 'empty' },
];

describe('skip windows', () => {
  const windows = skipWindows(stamps);

  it('keeps recap, intro and credits in time order, without chapters or empty windows', () => {
    expect(windows.map((window) => [window.label, window.start, window.end])).toEqual([
      ['recap', 0, 8],
      ['intro', 8, 20],
      ['credits', 150, 165],
    ]);
  });

  it('offers the window the playhead is in, with the label from the data', () => {
    expect(activeSkip(windows, 0)?.title).toBe('Skip recap');
    expect(activeSkip(windows, 8)?.title).toBe('Skip intro');
    expect(activeSkip(windows, 12.5)?.label).toBe('intro');
    expect(activeSkip(windows, 151)?.label).toBe('credits');
  });

  it('offers nothing between windows, at a window end, or in its last second', () => {
    expect(activeSkip(windows, 20)).toBeNull();
    expect(activeSkip(windows, 100)).toBeNull();
    expect(activeSkip(windows, 19.5)).toBeNull();
    expect(activeSkip(windows, 165)).toBeNull();
  });

  it('jumps past a recap or intro, and goes to the next episode from the credits', () => {
    const [recap, intro, credits] = windows;
    expect(skipAction(recap!, true, 165)).toEqual({ kind: 'seek', to: 8 });
    expect(skipAction(intro!, true, 165)).toEqual({ kind: 'seek', to: 20 });
    expect(skipAction(credits!, true, 165)).toEqual({ kind: 'next' });
    // The last episode: the credits skip goes to the end, never past the video's real length.
    expect(skipAction(credits!, false, 160)).toEqual({ kind: 'seek', to: 160 });
  });
});

// --- shortcuts -----------------------------------------------------------------------------

const key = (value: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  key: value,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('player shortcuts', () => {
  it('maps the player keys', () => {
    const cases: [KeyInput, string][] = [
      [key(' '), 'togglePlay'],
      [key('k'), 'togglePlay'],
      [key('K'), 'togglePlay'], // Caps Lock
      [key('j'), 'back10'],
      [key('l'), 'forward10'],
      [key('ArrowLeft'), 'back5'],
      [key('ArrowRight'), 'forward5'],
      [key('ArrowUp'), 'volumeUp'],
      [key('ArrowDown'), 'volumeDown'],
      [key('m'), 'mute'],
      [key('f'), 'fullscreen'],
      [key('c'), 'captions'],
      [key('N', { shiftKey: true }), 'next'],
      [key('?', { shiftKey: true }), 'help'],
    ];
    for (const [input, action] of cases) expect(shortcutFor(input, 'other'), input.key).toBe(action);
  });

  it('leaves browser shortcuts and unknown keys alone', () => {
    expect(shortcutFor(key('f', { ctrlKey: true }), 'other')).toBeNull();
    expect(shortcutFor(key('l', { metaKey: true }), 'other')).toBeNull();
    expect(shortcutFor(key('ArrowLeft', { altKey: true }), 'other')).toBeNull();
    expect(shortcutFor(key('n'), 'other')).toBeNull(); // next needs Shift
    expect(shortcutFor(key('K', { shiftKey: true }), 'other')).toBeNull();
    expect(shortcutFor(key('x'), 'other')).toBeNull();
    expect(shortcutFor(key('Tab'), 'other')).toBeNull();
  });

  it('never takes keys from text fields or menus', () => {
    for (const value of [' ', 'k', 'j', 'f', 'ArrowLeft']) {
      expect(shortcutFor(key(value), 'text')).toBeNull();
      expect(shortcutFor(key(value), 'menu')).toBeNull();
    }
    expect(shortcutFor(key('N', { shiftKey: true }), 'text')).toBeNull();
  });

  it('lets a focused button take Space and Enter, and a slider its arrows', () => {
    expect(shortcutFor(key(' '), 'button')).toBeNull();
    expect(shortcutFor(key('Enter'), 'button')).toBeNull();
    expect(shortcutFor(key('k'), 'button')).toBe('togglePlay');
    expect(shortcutFor(key('ArrowLeft'), 'slider')).toBeNull();
    expect(shortcutFor(key('ArrowUp'), 'slider')).toBeNull();
    expect(shortcutFor(key('m'), 'slider')).toBe('mute');
  });

  it('tells what kind of element has focus', () => {
    document.body.innerHTML = `
      <input id="text" type="text"><input id="range" type="range"><input id="box" type="checkbox">
      <textarea id="area"></textarea><div id="editable" contenteditable="true"></div>
      <button id="button">b</button><div id="slider" role="slider" tabindex="0"></div>
      <div role="menu"><button id="item" role="menuitemradio">i</button></div><div id="plain"></div>`;
    const kind = (id: string) => focusKindOf(document.getElementById(id));
    expect(kind('text')).toBe('text');
    expect(kind('area')).toBe('text');
    expect(kind('range')).toBe('slider');
    expect(kind('slider')).toBe('slider');
    expect(kind('box')).toBe('button');
    expect(kind('button')).toBe('button');
    expect(kind('item')).toBe('menu');
    expect(kind('plain')).toBe('other');
    expect(focusKindOf(null)).toBe('other');
    const editable = document.getElementById('editable')!;
    // jsdom does not compute isContentEditable; a browser does.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(focusKindOf(editable)).toBe('text');
  });

  it('lists every action once in the help panel', () => {
    const actions = SHORTCUT_LIST.map((entry) => entry.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions).toHaveLength(12);
  });
});

// --- resume --------------------------------------------------------------------------------

describe('resume rule', () => {
  it('starts where the viewer stopped', () => {
    expect(resumeStart(83.4, 160)).toBe(83.4);
  });

  it('starts over without history, at the very start, or within the last 5%', () => {
    expect(resumeStart(null, 160)).toBe(0);
    expect(resumeStart(undefined, 160)).toBe(0);
    expect(resumeStart(Number.NaN, 160)).toBe(0);
    expect(resumeStart(3, 160)).toBe(0);
    expect(resumeStart(152, 160)).toBe(0); // 95% of 160 is 152
    expect(resumeStart(151.9, 160)).toBe(151.9);
    expect(resumeStart(400, 160)).toBe(0);
  });

  it('trusts the position when the duration is not known', () => {
    expect(resumeStart(42, 0)).toBe(42);
  });
});

describe('a linked start (?t=)', () => {
  it('reads a plain number of seconds', () => {
    expect(linkedStart('?t=83')).toBe(83);
    expect(linkedStart('?t=0')).toBe(0);
    expect(linkedStart('?t=12.5&x=1')).toBe(12.5);
    expect(linkedStart(new URLSearchParams({ t: ' 7 ' }))).toBe(7);
  });

  it('ignores a missing or bad value', () => {
    for (const search of [
      '',
      '?x=1',
      '?t=',
      '?t=-3',
      '?t=abc',
      '?t=1e3',
      '?t=0x10',
      '?t=Infinity',
      '?t=NaN',
      '?t=1:30',
      '?t=4&t=5',
      `?t=${'9'.repeat(400)}`,
    ]) {
      expect(linkedStart(search), search).toBeNull();
    }
  });

  it('wins over the remembered position, clamped to the video', () => {
    expect(watchStart(30, 83, 160)).toBe(30);
    expect(watchStart(0, 83, 160)).toBe(0);
    expect(watchStart(500, 83, 160)).toBe(160);
    // Links may point into the last 5% or the first seconds: the resume rules are not theirs.
    expect(watchStart(155, null, 160)).toBe(155);
    expect(watchStart(2, null, 160)).toBe(2);
    expect(watchStart(42, null, 0)).toBe(42);
  });

  it('leaves the remembered position to the resume rule without a link', () => {
    expect(watchStart(null, 83, 160)).toBe(83);
    expect(watchStart(null, 155, 160)).toBe(0);
    expect(watchStart(null, null, 160)).toBe(0);
  });
});

describe('local positions', () => {
  it('remembers, forgets and bounds positions per video', () => {
    writeLocalPosition('a', 12.345);
    expect(readLocalPosition('a')).toBe(12.3);
    expect(readLocalPosition('b')).toBeNull();
    clearLocalPosition('a');
    expect(readLocalPosition('a')).toBeNull();

    for (let i = 0; i <= POSITIONS_MAX; i += 1) writeLocalPosition(`v${i}`, 10, undefined, 1000 + i);
    expect(readLocalPosition('v0')).toBeNull(); // the least recent went
    expect(readLocalPosition(`v${POSITIONS_MAX}`)).toBe(10);
  });

  it('ignores a corrupt store', () => {
    localStorage.setItem('fanverse_player_positions', '{not json');
    expect(readLocalPosition('a')).toBeNull();
    writeLocalPosition('a', 5);
    expect(readLocalPosition('a')).toBe(5);
  });
});

// --- next episode --------------------------------------------------------------------------

describe('next episode', () => {
  const unavailable = { ...makeEpisode().video, status: 'unavailable' as const };

  it('is the following episode by number, across seasons and in any order', () => {
    const one = makeEpisode({ number: 1 });
    const two = makeEpisode({ number: 2, season_num: 1 });
    const three = makeEpisode({ number: 3, season_num: 2, season_position: 1 });
    expect(nextEpisodeOf([three, one, two], one)?.uuid).toBe(two.uuid);
    expect(nextEpisodeOf([three, one, two], two)?.uuid).toBe(three.uuid);
  });

  it('passes over episodes nobody can watch, and is null after the last', () => {
    const one = makeEpisode({ number: 1 });
    const two = makeEpisode({ number: 2, video: unavailable });
    const four = makeEpisode({ number: 4 });
    expect(nextEpisodeOf([one, two, four], one)?.uuid).toBe(four.uuid);
    expect(nextEpisodeOf([one, two, four], four)).toBeNull();
    expect(nextEpisodeOf([], one)).toBeNull();
  });

  it('keeps walled episodes: the next page shows their wall', () => {
    const one = makeEpisode({ number: 1 });
    const walled = makeEpisode({ number: 2, video: { ...one.video, wall_type: 0 } });
    expect(nextEpisodeOf([one, walled], one)?.uuid).toBe(walled.uuid);
  });
});

// --- outcomes, renewal, preferences --------------------------------------------------------

describe('playback outcomes', () => {
  it('turns manifest failures into the preparing state, a wall or an error', () => {
    expect(classifyManifestFailure(apiError(1710))).toEqual({ kind: 'preparing' });
    expect(classifyManifestFailure(apiError(1706))).toEqual({ kind: 'wall', prompt: 'premium' });
    expect(classifyManifestFailure(apiError(1707))).toEqual({ kind: 'wall', prompt: 'register' });
    expect(classifyManifestFailure(apiError(1703))).toEqual({ kind: 'wall', prompt: 'geoblocked' });
    expect(classifyManifestFailure(apiError(1705))).toEqual({ kind: 'wall', prompt: 'unavailable' });
    expect(classifyManifestFailure(apiError(1704))).toEqual({ kind: 'error' });
    expect(classifyManifestFailure(new Error('boom'))).toEqual({ kind: 'error' });
  });

  it('shows the prompt the rights token names', () => {
    expect(promptForDenial('premium')).toBe('premium');
    expect(promptForDenial('register')).toBe('register');
    expect(promptForDenial('geoblocked')).toBe('geoblocked');
    expect(promptForDenial(undefined)).toBe('unavailable');
  });
});

describe('stream renewal guard', () => {
  it('renews an expired address once and ignores its other failures meanwhile', () => {
    const guard = new RenewalGuard();
    expect(guard.refused('a')).toBe('renew');
    expect(guard.refused('a')).toBe('ignore');
    guard.renewed('b');
    expect(guard.refused('a')).toBe('renew'); // a stale report about the old address
  });

  it('fails when the renewed address is refused before anything loaded from it', () => {
    const guard = new RenewalGuard();
    guard.refused('a');
    guard.renewed('b');
    expect(guard.refused('b')).toBe('fail');
  });

  it('renews again once the renewed address has proven itself', () => {
    const guard = new RenewalGuard();
    guard.refused('a');
    guard.renewed('b');
    guard.loaded('b');
    expect(guard.refused('b')).toBe('renew');
  });

  it('can try again after a renewal that failed', () => {
    const guard = new RenewalGuard();
    guard.refused('a');
    guard.abandoned();
    expect(guard.refused('a')).toBe('renew');
  });
});

describe('player preferences', () => {
  it('autoplays unless turned off, and remembers', () => {
    expect(readAutoplay()).toBe(true);
    writeAutoplay(false);
    expect(readAutoplay()).toBe(false);
    writeAutoplay(true);
    expect(readAutoplay()).toBe(true);
  });

  it('asks for subtitles in the last choice, else the page language when served', () => {
    expect(initialSubtitles('es')).toBe('es');
    expect(initialSubtitles('en')).toBe('en');
    expect(initialSubtitles('fr')).toBe('none');
    writeSubtitles('none');
    expect(initialSubtitles('es')).toBe('none');
    writeSubtitles('en');
    expect(initialSubtitles('es')).toBe('en');
  });
});

describe('small helpers', () => {
  it('formats the player clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(83)).toBe('1:23');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(-4)).toBe('0:00');
    expect(formatClock(Infinity)).toBe('0:00');
  });

  it('makes version 4 uuids, with or without crypto.randomUUID', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(pattern);
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => {
      throw new Error('not a secure context');
    });
    const made = new Set(Array.from({ length: 20 }, () => randomUuid()));
    expect(made.size).toBe(20);
    for (const uuid of made) expect(uuid).toMatch(pattern);
  });
});

describe('i-frame playlist', () => {
  it('marks a media playlist I-frames only, once, and leaves others alone', () => {
    const media =
      '#EXTM3U\n#EXT-X-VERSION:4\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg000.ts\n#EXT-X-ENDLIST\n';
    const marked = markIFramesOnly(media);
    expect(marked.split('\n').slice(0, 3)).toEqual(['#EXTM3U', '#EXT-X-I-FRAMES-ONLY', '#EXT-X-VERSION:4']);
    expect(markIFramesOnly(marked)).toBe(marked);
    expect(markIFramesOnly('#EXTM3U\r\n#EXTINF:2,\na.ts\n')).toMatch(/^#EXTM3U\n#EXT-X-I-FRAMES-ONLY\n/);
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n';
    expect(markIFramesOnly(master)).toBe(master);
  });
});

describe('the first rendition', () => {
  it('is the one with the lowest bitrate, wherever the master playlist lists it', () => {
    expect(lowestBitrate([{ bitrate: 764_000 }, { bitrate: 298_000 }])).toBe(1);
    expect(lowestBitrate([{ bitrate: 298_000 }, { bitrate: 764_000 }, { bitrate: 1_500_000 }])).toBe(0);
    expect(lowestBitrate([{ bitrate: 900 }, { bitrate: 700 }, { bitrate: 800 }])).toBe(1);
    expect(lowestBitrate([])).toBe(0);
  });
});
