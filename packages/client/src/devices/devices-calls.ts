import type { Area } from '../area/area-context';
import type { DevicesCalls } from './devices-types';

// GROUNDWORK: the calls are being written (issue 23); this file is replaced before it lands.
const pending = () => Promise.reject(new Error('client.devices is being built'));

/** `client.devices`; see `DevicesCalls` (devices-types.ts). */
export const createDevicesCalls: Area<DevicesCalls> = () => ({
  getCode: pending,
  getPending: pending,
  link: pending,
  login: pending,
  listSessions: pending,
  signOut: pending,
});
