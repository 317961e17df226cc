import { ApiError, codedError } from '@fanverse/client';
import type { DeviceCodeReply, PendingDevice, SignedInDevice } from '@fanverse/contract';

/** GET /api/5/device/link as the TV sees it: a pending code, 10 minutes, polls every 5 s. */
export function deviceCode(overrides: Partial<DeviceCodeReply> = {}): DeviceCodeReply {
  const short_code = overrides.short_code ?? 'BCDFG';
  return {
    short_code,
    link_complete: false,
    expires_in: 600,
    interval: 5,
    verification_uri: 'https://fanverse.test/activate',
    verification_uri_complete: `https://fanverse.test/activate?code=${short_code}`,
    ...overrides,
  };
}

/** GET /api/5/device/link/pending: a Smart TV that asked `minutesAgo` minutes ago. */
export function pendingDevice(minutesAgo = 2, overrides: Partial<PendingDevice> = {}): PendingDevice {
  const requested = Date.now() - minutesAgo * 60_000;
  return {
    short_code: 'BCDFG',
    device_name: 'Smart TV',
    device_kind: 'tv',
    requested_at: new Date(requested).toISOString(),
    expires_at: new Date(requested + 600_000).toISOString(),
    ...overrides,
  };
}

/** One of GET /api/5/sessions/'s devices, last used `minutesAgo` minutes ago. */
export function signedInDevice(minutesAgo: number, overrides: Partial<SignedInDevice> = {}): SignedInDevice {
  return {
    id: '3f0b7c52-9a43-4c61-8f1e-6a2d4b9c0e11',
    device_name: 'Living room TV',
    device_kind: 'tv',
    created_at: '2026-01-10T12:00:00Z',
    last_used_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    current: false,
    ...overrides,
  };
}

/** What any call answers once the session it was made with has been signed out elsewhere. */
export function sessionExpired(): ApiError {
  return new ApiError({ errors: [codedError(1003, 'en')], sessionExpired: true, networkError: false }, 401);
}
