import { userKey } from '../../../lib/query-keys';

/**
 * The member's limits are theirs (under the user scope, dropped on sign-out); the ladders are
 * the same for everyone.
 */
export const parentalKeys = {
  pin: () => userKey('parental', 'pin'),
  tvLadder: (country: string) => ['parental', 'ladder', 'tv', country] as const,
  comicLadder: () => ['parental', 'ladder', 'comics'] as const,
};
