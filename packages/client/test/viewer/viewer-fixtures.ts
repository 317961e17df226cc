import {
  COMIC_RATINGS,
  FILM_RATINGS,
  TV_RATINGS,
  type ComicRatingLadder,
  type TvRatingLadder,
  type ViewerPin,
  type ViewerUnlock,
} from '@fanverse/contract';
import { envelope, json, testClient, type RecordedCall } from '../fake-fetch';

/** Replies as the viewer routes send them, small but valid against the contract schemas. */

export function tvLadder(country = 'US'): TvRatingLadder {
  return { country, ratings: [...TV_RATINGS, ...FILM_RATINGS] };
}

export function comicLadder(): ComicRatingLadder {
  return { ratings: [...COMIC_RATINGS] };
}

export function viewerPin(overrides: Partial<ViewerPin> = {}): ViewerPin {
  return {
    age_rating: 'Teen',
    tv_rating: 'TV-PG',
    country: 'US',
    ratings: tvLadder().ratings,
    pin_set: true,
    locked_until: null,
    ...overrides,
  };
}

/** An unlock that expires `inMs` from now (the real clock, or vitest's fake one). */
export function unlockFor(inMs = 15 * 60_000, token = 'v1.session.1.expiry.hmac'): ViewerUnlock {
  return { unlock_token: token, expires_at: new Date(Date.now() + inMs).toISOString() };
}

/** A fake viewer server: each path answers its entity; `overrides` answers first. */
export function viewerServer(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  return testClient((call) => {
    const own = overrides(call);
    if (own) return own;
    const path = call.url.pathname;
    if (path === '/api/5/tvrating') return json(tvLadder(call.url.searchParams.get('country') ?? 'US'));
    if (path === '/api/comics/1/ratings') return json(comicLadder());
    if (path === '/api/5/viewer/pin/unlock') return json(unlockFor());
    if (path === '/api/5/viewer/pin') {
      return call.method === 'DELETE' ? new Response(null, { status: 204 }) : json(viewerPin());
    }
    return envelope(404, { code: 11, message: 'API Not Found' });
  });
}

/** The JSON body a call sent. */
export const jsonBody = (call: RecordedCall | undefined): unknown => JSON.parse(String(call?.body));
