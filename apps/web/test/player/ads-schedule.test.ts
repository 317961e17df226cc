import { describe, expect, it } from 'vitest';
import {
  adSecondsLeft,
  crossedMarkers,
  dueAd,
  markersBehind,
  SKIPPABLE_AFTER_SECONDS,
  skipState,
} from '../../src/features/player/ads/ad-schedule';
import { readPlayedMarkers, writePlayedMarkers } from '../../src/features/player/ads/played-markers';
import { castButton, mayCast } from '../../src/features/player/cast/cast-choice';
import { slotContent } from '../../src/components/promo';

const MARKERS = [40, 90];
const none = new Set<number>();

describe('which ad marker is due', () => {
  it('is the marker playback just passed, not one still ahead or one long behind', () => {
    expect(dueAd(MARKERS, 39.8, 40.05, none)).toEqual({ marker: 40, passed: [40] });
    expect(dueAd(MARKERS, 39.5, 39.9, none)).toBeNull();
    expect(dueAd(MARKERS, 41, 41.25, none)).toBeNull();
    // Exactly on the marker counts as reaching it; starting exactly on it does not pass it again.
    expect(dueAd(MARKERS, 39.9, 40, none)?.marker).toBe(40);
    expect(dueAd(MARKERS, 40, 40.25, none)).toBeNull();
  });

  it('is one ad, for the last marker, when a seek jumps over several; all of them count as passed', () => {
    expect(dueAd(MARKERS, 10, 120, none)).toEqual({ marker: 90, passed: [40, 90] });
    expect(crossedMarkers([90, 40, 60], 10, 120)).toEqual([40, 60, 90]);
  });

  it('never comes twice for the same marker, even after seeking back before it', () => {
    const played = new Set([40]);
    expect(dueAd(MARKERS, 39.8, 40.05, played)).toBeNull();
    // Seeking back passes nothing; playing through the marker again brings no ad.
    expect(dueAd(MARKERS, 60, 20, played)).toBeNull();
    expect(dueAd(MARKERS, 20, 45, played)).toBeNull();
    // The next marker still gets its own.
    expect(dueAd(MARKERS, 89.9, 90.1, played)?.marker).toBe(90);
    // A seek over a played and an unplayed one: only the unplayed is passed.
    expect(dueAd(MARKERS, 10, 100, played)).toEqual({ marker: 90, passed: [90] });
  });

  it('is nothing while paused or without markers (a clip)', () => {
    expect(dueAd(MARKERS, 40, 40, none)).toBeNull();
    expect(dueAd([], 0, 500, none)).toBeNull();
  });

  it('treats markers behind where a resumed viewing starts as played', () => {
    expect(markersBehind(MARKERS, 0)).toEqual([]);
    expect(markersBehind(MARKERS, 60)).toEqual([40]);
    expect(markersBehind(MARKERS, 90)).toEqual([40, 90]);
  });
});

describe('skipping and the time left', () => {
  it('counts down to skipping, which opens at 5 seconds of the ad', () => {
    expect(SKIPPABLE_AFTER_SECONDS).toBe(5);
    expect(skipState(0)).toEqual({ canSkip: false, skipIn: 5 });
    expect(skipState(0.2)).toEqual({ canSkip: false, skipIn: 5 });
    expect(skipState(2)).toEqual({ canSkip: false, skipIn: 3 });
    expect(skipState(4.01)).toEqual({ canSkip: false, skipIn: 1 });
    expect(skipState(4.9999999)).toEqual({ canSkip: true, skipIn: 0 });
    expect(skipState(5)).toEqual({ canSkip: true, skipIn: 0 });
    expect(skipState(7.5)).toEqual({ canSkip: true, skipIn: 0 });
    expect(skipState(-3)).toEqual({ canSkip: false, skipIn: 5 });
  });

  it('rounds the time left up and never below zero', () => {
    expect(adSecondsLeft(8, 0)).toBe(8);
    expect(adSecondsLeft(8, 0.5)).toBe(8);
    expect(adSecondsLeft(8, 7.2)).toBe(1);
    expect(adSecondsLeft(8, 8)).toBe(0);
    expect(adSecondsLeft(8, 9)).toBe(0);
    expect(adSecondsLeft(Number.NaN, 1)).toBe(0);
    expect(adSecondsLeft(Number.POSITIVE_INFINITY, 1)).toBe(0);
  });
});

describe('played markers kept for the tab', () => {
  it('are remembered per episode, and bad stored values are ignored', () => {
    const storage = sessionStorage;
    storage.clear();
    expect([...readPlayedMarkers('ep-1', storage)]).toEqual([]);
    writePlayedMarkers('ep-1', new Set([90, 40]), storage);
    expect([...readPlayedMarkers('ep-1', storage)].sort((a, b) => a - b)).toEqual([40, 90]);
    expect([...readPlayedMarkers('ep-2', storage)]).toEqual([]);
    storage.setItem('fanverse.ads.played.ep-3', '["40", null, 12, "x"]');
    expect([...readPlayedMarkers('ep-3', storage)]).toEqual([12]);
    storage.setItem('fanverse.ads.played.ep-4', '{not json');
    expect([...readPlayedMarkers('ep-4', storage)]).toEqual([]);
    // No storage at all: nothing remembered, nothing thrown.
    expect([...readPlayedMarkers('ep-1', null)]).toEqual([]);
    expect(() => writePlayedMarkers('ep-1', new Set([1]), null)).not.toThrow();
  });
});

describe('cast buttons by claims', () => {
  const premium = { chromecast: true, airplay: true };
  const registered = { chromecast: false, airplay: false };

  it('shows the Remote Playback button only when the claims allow and a device is there', () => {
    expect(mayCast(registered)).toBe(false);
    expect(castButton(registered, { remote: true, airplay: true })).toBeNull();
    expect(castButton(premium, { remote: false, airplay: false })).toBeNull();
    expect(castButton(premium, { remote: true, airplay: false })).toBe('remote');
    expect(castButton({ chromecast: true, airplay: false }, { remote: true, airplay: false })).toBe('remote');
    expect(castButton({ chromecast: false, airplay: true }, { remote: true, airplay: false })).toBe('remote');
  });

  it("falls back to Safari's AirPlay picker only with has_airplay; one button, never two", () => {
    expect(castButton(premium, { remote: false, airplay: true })).toBe('airplay');
    expect(castButton({ chromecast: true, airplay: false }, { remote: false, airplay: true })).toBeNull();
    expect(castButton(premium, { remote: true, airplay: true })).toBe('remote');
  });
});

describe('the display slot by claims', () => {
  it('is reserved until the claims are known, a promotion for those shown ads, nothing for premium', () => {
    expect(slotContent(false, { showNoAds: false, enableUpsell: true })).toBe('reserved');
    expect(slotContent(true, null)).toBe('reserved');
    // Visitors and registered members: show_no_ads 0, enable_upsell 1.
    expect(slotContent(true, { showNoAds: false, enableUpsell: true })).toBe('promotion');
    // Premium: show_no_ads 1, enable_upsell 0.
    expect(slotContent(true, { showNoAds: true, enableUpsell: false })).toBe('none');
    expect(slotContent(true, { showNoAds: true, enableUpsell: true })).toBe('none');
    expect(slotContent(true, { showNoAds: false, enableUpsell: false })).toBe('none');
  });
});
