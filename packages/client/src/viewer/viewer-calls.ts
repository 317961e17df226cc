import type { Area } from '../area/area-context';
import type { ViewerCalls } from './viewer-types';

// GROUNDWORK: the calls are being written (issue 23); this file is replaced before it lands.
const pending = () => Promise.reject(new Error('client.viewer is being built'));

/** `client.viewer`; see `ViewerCalls` (viewer-types.ts). */
export const createViewerCalls: Area<ViewerCalls> = () => ({
  getTvRatings: pending,
  getComicRatings: pending,
  getPin: pending,
  setPin: pending,
  removePin: pending,
  unlock: pending,
  getUnlock: () => null,
  clearUnlock: () => undefined,
});
