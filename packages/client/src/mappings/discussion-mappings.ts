import { DISCUSSION_ERROR, ServerCode, ViewerCode } from '@fanverse/contract';
import type { ReplyMapping } from '../errors/reply-mapping';

// Discussions, reviews and bookmarks answer numeric client codes (1026–1030, 1052–1056,
// 2300–2309, 1061), which the error rule keeps as they are (spec §8) without any table. The
// rows here are for replies that carry no such code.

/**
 * A new thread or reply. A bare 429 (a proxy in front of the server sends no envelope) is the
 * posting limit; the global request limiter names itself (TOO_MANY_REQUESTS) and stays 1015.
 */
export const postingMapping: ReplyMapping = {
  codes: { [ServerCode.TOO_MANY_REQUESTS]: 1015 },
  statuses: { 429: DISCUSSION_ERROR.POSTING_TOO_FAST },
};

/**
 * Staff moderation: the server answers a member 2309 (kept as it is); a 403 without that code
 * (a proxy's, or an older server's 'Not authorized') means the same. A thread of a title locked
 * by parental controls is a 403 too, with its own code: 1410, which this status rule would
 * otherwise take.
 */
export const moderationMapping: ReplyMapping = {
  codes: { [ViewerCode.PARENTAL_LOCK]: 1410 },
  statuses: { 403: DISCUSSION_ERROR.STAFF_ONLY },
};
