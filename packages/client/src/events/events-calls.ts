import type { Area } from '../area/area-context';
import type { EventsCalls } from './events-types';

const notBuilt = () => Promise.reject(new Error('client.events: not built yet'));

/** `client.events`; see `EventsCalls` (events-types.ts). Groundwork: built in the client part. */
export const createEventsCalls: Area<EventsCalls> = () => ({
  list: notBuilt,
  get: notBuilt,
  signUp: notBuilt,
  cancel: notBuilt,
  mine: notBuilt,
  card: notBuilt,
  rotateCard: notBuilt,
});
