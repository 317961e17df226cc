import type { HttpClient } from './http-client';

/** Browsers refuse keepalive request bodies (and beacons) over 64 KiB in flight per page. */
export const KEEPALIVE_MAX_BYTES = 65_536;

/** navigator.sendBeacon's shape: queues a POST that outlives the page; false when refused. */
export type BeaconSender = (url: string, data: string) => boolean;

/** navigator.sendBeacon when the environment has one (browsers), bound to its navigator. */
function browserBeacon(): BeaconSender | undefined {
  const nav = (globalThis as { navigator?: { sendBeacon?: BeaconSender } }).navigator;
  const send = nav?.sendBeacon;
  return typeof send === 'function' ? (url, data) => send.call(nav, url, data) : undefined;
}

/** Whether a JSON body fits a keepalive request. */
export const fitsKeepalive = (body: unknown) =>
  new TextEncoder().encode(JSON.stringify(body)).byteLength <= KEEPALIVE_MAX_BYTES;

/** How a page-hide batch leaves: taken by a beacon, else a request (keepalive when it fits). */
export type PageHideRoute = { beaconed: true } | { beaconed: false; keepalive: boolean };

/**
 * A log batch sent as the page goes away (the player's, the analytics pipeline's). A beacon
 * carries no headers, so it takes a visitor's batch only; a member's goes by fetch keepalive
 * with the session, so its events stay theirs. A batch too large for keepalive (or one the
 * beacon refused over its quota) goes as a plain request. Looked up at call time: tests (and
 * late polyfills) put navigator in place after start-up.
 */
export function sendOnPageHide(
  http: Pick<HttpClient, 'url'>,
  signedIn: boolean,
  req: { path: string; lang?: string | undefined; body: unknown },
): PageHideRoute {
  const beacon = browserBeacon();
  if (beacon && !signedIn && beacon(http.url({ path: req.path, lang: req.lang }), JSON.stringify(req.body)))
    return { beaconed: true };
  return { beaconed: false, keepalive: fitsKeepalive(req.body) };
}
