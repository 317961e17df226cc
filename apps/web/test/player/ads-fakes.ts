import { normalizeClaims, type Claims } from '@fanverse/client';
import { act } from '@testing-library/react';
import { claimsFor } from '../fake-client';

/*
 * For the ads tests: claims as the server computes them (claims.service.ts: ad slots and
 * show_no_ads from the subscription), and a <video> for jsdom that plays, pauses and seeks on
 * the tests' command (jsdom has no media playback).
 */

/** A visitor's or registered member's claims (ads shown, upsell on, no casting) or a premium member's. */
export function adClaims(kind: 'registered' | 'premium' | 'anonymous'): Claims {
  const base = claimsFor(kind).raw;
  const premium = kind === 'premium';
  return normalizeClaims({
    ...base,
    premium: {
      ...base.premium,
      display_ad_code: premium ? '' : 'fanverse/web/display',
      video_ad_code: premium ? '' : 'fanverse/web/preroll',
      show_no_ads: premium ? 1 : 0,
      enable_upsell: premium ? 0 : 1,
      has_airplay: premium ? 1 : 0,
      has_chromecast: premium ? 1 : 0,
      plan: premium ? 'premium-monthly' : null,
    },
  });
}

interface MediaFake {
  paused: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  /** What play() answers (a refusal, to test muted fallbacks and failures). */
  playResult: () => Promise<void>;
}

const media = new WeakMap<HTMLMediaElement, MediaFake>();
/** What a fresh element reports as its duration (NaN until metadata; the player tests give one). */
let initialDuration = Number.NaN;

export function fakeOf(element: HTMLMediaElement): MediaFake {
  let state = media.get(element);
  if (!state) {
    state = {
      paused: true,
      ended: false,
      currentTime: 0,
      duration: initialDuration,
      volume: 1,
      muted: false,
      playResult: () => Promise.resolve(),
    };
    media.set(element, state);
  }
  return state;
}

export const fire = (element: HTMLMediaElement, ...types: string[]) =>
  types.forEach((type) => element.dispatchEvent(new Event(type)));

/**
 * Replaces the media element's playback properties on the prototype; returns the undo.
 * Shared by the ads tests and player-page.test.tsx; `duration` is what new elements report.
 */
export function installMediaFake({
  duration = Number.NaN,
  playAtOnce = false,
}: {
  duration?: number;
  /** play() starts playing before it returns (the player tests), not once playResult settles. */
  playAtOnce?: boolean;
} = {}): () => void {
  initialDuration = duration;
  const proto = HTMLMediaElement.prototype;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const define = (name: string, descriptor: PropertyDescriptor) => {
    saved.set(name, Object.getOwnPropertyDescriptor(proto, name));
    Object.defineProperty(proto, name, { configurable: true, ...descriptor });
  };
  for (const name of ['paused', 'ended', 'duration'] as const) {
    define(name, {
      get(this: HTMLMediaElement) {
        return fakeOf(this)[name];
      },
    });
  }
  define('currentTime', {
    get(this: HTMLMediaElement) {
      return fakeOf(this).currentTime;
    },
    set(this: HTMLMediaElement, value: number) {
      const state = fakeOf(this);
      state.currentTime = value;
      state.ended = false;
      fire(this, 'seeking', 'seeked', 'timeupdate');
    },
  });
  for (const name of ['volume', 'muted'] as const) {
    define(name, {
      get(this: HTMLMediaElement) {
        return fakeOf(this)[name];
      },
      set(this: HTMLMediaElement, value: never) {
        fakeOf(this)[name] = value;
        fire(this, 'volumechange');
      },
    });
  }
  define('seeking', { get: () => false });
  define('buffered', { get: () => ({ length: 0, start: () => 0, end: () => 0 }) });
  define('play', {
    value(this: HTMLMediaElement) {
      const state = fakeOf(this);
      if (playAtOnce) {
        state.paused = false;
        state.ended = false;
        fire(this, 'play', 'playing');
        return Promise.resolve();
      }
      return state.playResult().then(() => {
        state.paused = false;
        state.ended = false;
        fire(this, 'play', 'playing');
      });
    },
  });
  define('pause', {
    value(this: HTMLMediaElement) {
      const state = fakeOf(this);
      if (state.paused) return;
      state.paused = true;
      fire(this, 'pause');
    },
  });
  define('load', { value: () => undefined });
  return () =>
    saved.forEach((descriptor, name) => {
      if (descriptor) Object.defineProperty(proto, name, descriptor);
      else delete (proto as unknown as Record<string, unknown>)[name];
    });
}

/** Moves the playhead as playback would (no seek events) and tells the listeners. */
export function playTo(video: HTMLMediaElement, time: number) {
  act(() => {
    fakeOf(video).currentTime = time;
    fire(video, 'timeupdate');
  });
}

/** The ad's video has loaded its metadata (its duration known) and started. */
export function adLoaded(video: HTMLMediaElement, duration: number) {
  act(() => {
    fakeOf(video).duration = duration;
    fire(video, 'durationchange', 'loadedmetadata');
  });
}
