import type { Area } from '../area/area-context';
import type { CheckinCalls } from './checkin-types';

const notBuilt = () => Promise.reject(new Error('client.checkin: not built yet'));

/** `client.checkin`; see `CheckinCalls` (checkin-types.ts). Groundwork: built in the client part. */
export const createCheckinCalls: Area<CheckinCalls> = () => ({
  events: notBuilt,
  memberEvents: notBuilt,
  memberItems: notBuilt,
  eventItems: notBuilt,
  userDetails: notBuilt,
  updateItem: notBuilt,
  scanCard: notBuilt,
  itemChanges: notBuilt,
});
