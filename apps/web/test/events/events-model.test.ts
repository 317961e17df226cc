import { describe, expect, it } from 'vitest';
import { eventZoneLabel, formatEventPlace, formatEventWhen } from '../../src/features/events/events-format';
import {
  CARD_MIN_REFRESH_MS,
  cardRefreshDelayMs,
  cardTiming,
  secondsLeft,
} from '../../src/features/events/events-model';
import { memberEvent } from './events-fixtures';

const T0 = Date.parse('2026-06-20T08:00:00Z');
const card = (expiresInSeconds: number) => ({
  token: 'FVC1.x',
  expires_at: new Date(T0 + expiresInSeconds * 1000).toISOString(),
  rotates_every_seconds: 60,
  username: 'ada',
});

describe('the member card timing', () => {
  it('refreshes 10 s before expiry, by the time left when it was fetched', () => {
    const timing = cardTiming(card(45), T0);
    expect(timing.expiresAt).toBe(T0 + 45_000);
    expect(cardRefreshDelayMs(card(45), T0, T0)).toBe(35_000);
    expect(secondsLeft(timing, T0 + 500)).toBe(45);
    expect(secondsLeft(timing, T0 + 50_000)).toBe(0);
  });

  it('never asks more often than every 5 s, even long past expiry (offline)', () => {
    expect(cardRefreshDelayMs(card(60), T0, T0 + 120_000)).toBe(CARD_MIN_REFRESH_MS);
    expect(cardRefreshDelayMs(undefined, 0, T0)).toBe(false);
  });

  it('trusts the period when the clocks disagree (expiry past, or too far ahead)', () => {
    expect(cardTiming(card(-30), T0).expiresAt).toBe(T0 + 60_000);
    expect(cardTiming(card(3600), T0).expiresAt).toBe(T0 + 60_000);
  });
});

describe('event times and places', () => {
  it('falls back to UTC, and says so, for a zone the browser does not know', () => {
    const event = memberEvent({ time_zone: 'Mars/Olympus_Mons' });
    expect(formatEventWhen(event, 'en')).toMatch(/8:00\sAM\s–\s4:00\sPM/);
    const label = eventZoneLabel(event, 'en');
    expect(label.place).toBe('UTC');
    expect(label.offset).toMatch(/^(GMT|UTC)(\+0)?$/);
  });

  it('names a zone by its place, with spaces: Buenos Aires', () => {
    const label = eventZoneLabel(memberEvent({ time_zone: 'America/Argentina/Buenos_Aires' }), 'en');
    expect(label).toEqual({ place: 'Buenos Aires', offset: 'GMT-3' });
  });

  it('shows one time when the end is missing or before the start', () => {
    const event = memberEvent({ end_date: '2026-06-20T07:00:00Z' });
    expect(formatEventWhen(event, 'en')).toMatch(/^Saturday, June 20, 2026(,| at) 10:00\sAM$/);
  });

  it("names the country in the reader's language, or keeps an unknown code", () => {
    expect(formatEventPlace(memberEvent(), 'es')).toBe('Madrid, España');
    const odd = memberEvent();
    odd.address = { ...odd.address, country_code: 'not-a-code' };
    expect(formatEventPlace(odd, 'en')).toBe('Madrid, not-a-code');
  });
});
