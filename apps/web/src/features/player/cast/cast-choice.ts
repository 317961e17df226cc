import type { SessionState } from '@fanverse/client';

/** What the claims allow: casting is a premium feature (has_chromecast, has_airplay). */
export interface CastClaims {
  chromecast: boolean;
  airplay: boolean;
}

/** What the browser reports for this video, once asked (nothing is asked when the claims say no). */
export interface CastAvailability {
  /** The Remote Playback API found a device (`video.remote.watchAvailability`). */
  remote: boolean;
  /** Safari's AirPlay picker exists and reported a target (`webkitplaybacktargetavailabilitychanged`). */
  airplay: boolean;
}

export type CastButtonKind = 'remote' | 'airplay';

/** Claims-only: whether to ask the browser at all. */
export const mayCast = (claims: CastClaims): boolean => claims.chromecast || claims.airplay;

/**
 * The one cast button to show, or null: the Remote Playback API's (it reaches Chromecast and,
 * in Safari, AirPlay too) when the claims allow casting and a device is there; else Safari's
 * own AirPlay picker when AirPlay is allowed and a target is there. Never two buttons for the
 * same devices.
 */
export function castButton(claims: CastClaims, available: CastAvailability): CastButtonKind | null {
  if (mayCast(claims) && available.remote) return 'remote';
  if (claims.airplay && available.airplay) return 'airplay';
  return null;
}

/** The claims' cast flags, one selector each (store selectors must answer stable values). */
export const selectHasChromecast = (state: SessionState) => state.claims?.premium.hasChromecast ?? false;
export const selectHasAirplay = (state: SessionState) => state.claims?.premium.hasAirplay ?? false;
