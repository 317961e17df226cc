import type { FanEvent } from '@fanverse/contract';
import { firstViewFormat } from '../../lib/first-view-formats';

/*
 * Dates and names written by Intl go through `firstViewFormat`: the server's ICU and the
 * browser's do not write the same text (Node puts thin and narrow no-break spaces around a
 * range's dash and before PM, Chromium plain ones), so a server-rendered events page hydrated
 * with a mismatch. The browser writes the server's text for what the server rendered.
 */

type Zoned = Pick<FanEvent, 'start_date' | 'end_date' | 'time_zone'>;

/** A zone the browser knows; an unknown one (a typo by an operator) falls back to UTC. */
const zones = new Map<string, string>();

function usableZone(zone: string): string {
  let usable = zones.get(zone);
  if (usable === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      usable = zone;
    } catch {
      usable = 'UTC';
    }
    // Checked once a zone: a list of events asks for the same few again and again.
    zones.set(zone, usable);
  }
  return usable;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language, zone and style: building one costs far more than using it. */
function formatter(lang: string, zone: string, style: 'range' | 'offset' | 'moment'): Intl.DateTimeFormat {
  const key = `${lang}|${zone}|${style}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === 'offset'
        ? { timeZone: zone, timeZoneName: 'shortOffset' }
        : { timeZone: zone, dateStyle: style === 'range' ? 'full' : 'medium', timeStyle: 'short' };
    format = new Intl.DateTimeFormat(lang, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * When an event is on, in the zone it is held in (a fan travelling to it reads the times on the
 * door, not their own clock's): "Saturday, June 20, 2026, 10:00 AM – 6:00 PM".
 */
export function formatEventWhen(event: Zoned, lang: string): string {
  const zone = usableZone(event.time_zone);
  const key = `event-when|${lang}|${zone}|${event.start_date}|${event.end_date}`;
  return firstViewFormat(key, () => {
    const start = new Date(event.start_date);
    const end = new Date(event.end_date);
    if (Number.isNaN(start.getTime())) return '';
    if (Number.isNaN(end.getTime()) || end <= start) return formatter(lang, zone, 'range').format(start);
    return formatter(lang, zone, 'range').formatRange(start, end);
  });
}

/** One instant (a check-in) in the event's zone: "Jun 20, 2026, 10:42 AM". */
export function formatEventMoment(instant: string, zone: string, lang: string): string {
  const usable = usableZone(zone);
  return firstViewFormat(`event-moment|${lang}|${usable}|${instant}`, () => {
    const at = new Date(instant);
    return Number.isNaN(at.getTime()) ? '' : formatter(lang, usable, 'moment').format(at);
  });
}

/**
 * The label of the zone those times are in: its place ("Madrid", from `Europe/Madrid`) and its
 * offset on the day ("GMT+2"), so nobody has to know IANA names.
 */
export function eventZoneLabel(event: Zoned, lang: string): { place: string; offset: string } {
  const zone = usableZone(event.time_zone);
  const place = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  const offset = firstViewFormat(`event-offset|${lang}|${zone}|${event.start_date}`, () => {
    const start = new Date(event.start_date);
    const parts = formatter(lang, zone, 'offset').formatToParts(
      Number.isNaN(start.getTime()) ? new Date() : start,
    );
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  });
  return { place, offset };
}

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the reader's language ("Spain", "España"); the code itself if unknown. */
export function countryName(countryCode: string, lang: string): string {
  return firstViewFormat(`region|${lang}|${countryCode}`, () => regionName(countryCode, lang));
}

function regionName(countryCode: string, lang: string): string {
  if (!regionNames.has(lang)) {
    try {
      regionNames.set(lang, new Intl.DisplayNames([lang], { type: 'region' }));
    } catch {
      regionNames.set(lang, null);
    }
  }
  try {
    return regionNames.get(lang)?.of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    // Not a region code the browser knows: show it as it came.
    return countryCode;
  }
}

/** "Madrid, Spain": the city and the country's name in the reader's language. */
export function formatEventPlace(event: Pick<FanEvent, 'address'>, lang: string): string {
  const { city, country_code } = event.address;
  return [city, country_code && countryName(country_code, lang)].filter(Boolean).join(', ');
}
