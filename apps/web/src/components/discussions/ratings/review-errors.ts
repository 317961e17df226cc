import { DISCUSSION_ERROR } from '@fanverse/contract';
import type { ErrorRouting } from '../../../lib/forms';

export type ReviewField = 'rating' | 'subject' | 'comment';

/**
 * Where the review form shows each code (spec §9): the rating rules and "already reviewed" at the
 * stars, the length rules at their text. The server names no field for them, so the codes decide.
 */
export const REVIEW_ERROR_ROUTING: ErrorRouting<ReviewField> = {
  fields: { rating: 'rating', subject: 'subject', comment: 'comment' },
  codes: {
    [DISCUSSION_ERROR.RATING_NOT_WHOLE]: 'rating',
    [DISCUSSION_ERROR.RATING_OUT_OF_RANGE]: 'rating',
    [DISCUSSION_ERROR.ALREADY_REVIEWED]: 'rating',
    [DISCUSSION_ERROR.REVIEW_SUBJECT_TOO_LONG]: 'subject',
    [DISCUSSION_ERROR.REVIEW_COMMENT_TOO_LONG]: 'comment',
  },
};
