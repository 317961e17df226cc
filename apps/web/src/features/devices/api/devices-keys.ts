import { userKey } from '../../../lib/query-keys';

/** The member's signed-in devices: under the user scope, dropped on every change of session. */
export const devicesKeys = {
  sessions: () => userKey('devices', 'sessions'),
};
