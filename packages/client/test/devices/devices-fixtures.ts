import type { DeviceCodeReply, PendingDevice, SignedInDevice } from '@fanverse/contract';
import { createClient } from '../../src';
import { envelope, fakeFetch, json, type RecordedCall } from '../fake-fetch';

/** Replies as the devices routes send them, valid against the contract schemas. */

export const SESSION_ID = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';

export function deviceCode(overrides: Partial<DeviceCodeReply> = {}): DeviceCodeReply {
  return {
    short_code: 'BCDFG',
    link_complete: false,
    expires_in: 600,
    interval: 5,
    verification_uri: 'https://fanverse.test/activate',
    verification_uri_complete: 'https://fanverse.test/activate?code=BCDFG',
    ...overrides,
  };
}

export function pendingDevice(): PendingDevice {
  return {
    short_code: 'BCDFG',
    device_name: 'Smart TV',
    device_kind: 'tv',
    requested_at: '2030-01-01T12:00:00.000Z',
    expires_at: '2030-01-01T12:10:00.000Z',
  };
}

export function signedInDevice(overrides: Partial<SignedInDevice> = {}): SignedInDevice {
  return {
    id: SESSION_ID,
    device_name: 'Smart TV',
    device_kind: 'tv',
    created_at: '2030-01-01T12:00:00.000Z',
    last_used_at: '2030-01-01T12:30:00.000Z',
    current: false,
    ...overrides,
  };
}

/**
 * A fake devices server: each path answers its entity; `overrides` answers first. `cookieModes`
 * has each request's fetch `credentials` (whether the device cookie would travel).
 */
export function devicesServer(overrides: (call: RecordedCall) => Response | undefined = () => undefined) {
  const server = fakeFetch((call) => overrides(call) ?? answer(call));
  const cookieModes: Array<RequestInit['credentials']> = [];
  const client = createClient({
    baseUrl: 'http://api.test',
    fetch: (input, init) => {
      cookieModes.push(init?.credentials);
      return server.fetch(input, init);
    },
  });
  return { client, cookieModes, ...server };
}

function answer(call: RecordedCall): Response {
  const path = call.url.pathname;
  if (path === '/api/5/device/link') {
    return call.method === 'GET' ? json(deviceCode()) : json({ short_code: 'BCDFG', link_complete: true });
  }
  if (path === '/api/5/device/link/pending') return json(pendingDevice());
  if (path === '/api/5/login/device')
    return json({ session_secret: 'tv-session-secret', user_guid: 'user-1' });
  if (path === '/api/5/sessions/')
    return json({ sessions: [signedInDevice({ current: true }), signedInDevice()] });
  if (path.startsWith('/api/5/sessions/')) return new Response(null, { status: 204 });
  return envelope(404, { code: 11, message: 'API Not Found' });
}

/** The form fields a call sent (the device calls send application/x-www-form-urlencoded). */
export function formOf(call: RecordedCall | undefined): Record<string, string> {
  const body = call?.body;
  if (!(body instanceof URLSearchParams)) throw new Error('the call did not send a form');
  return Object.fromEntries(body);
}
