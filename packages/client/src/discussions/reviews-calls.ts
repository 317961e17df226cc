import {
  DISCUSSION_ERROR,
  REVIEWS_API,
  isDiscussedContentType,
  ratingSummarySchema,
  reviewPageSchema,
  reviewSchema,
} from '@fanverse/contract';
import { isBlank } from '../accounts/client-checks';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import type { ReviewInput, ReviewsCalls } from './discussions-types';
import { query, segment } from './path-parts';

/**
 * The rating as given (its rules are the server's, 1026/1027), and the subject and comment only
 * when they are strings: an absent one is left out, not sent as null.
 */
function reviewBody(input: ReviewInput): Record<string, unknown> {
  const body: Record<string, unknown> = { rating: input?.rating };
  if (typeof input?.subject === 'string') body.subject = input.subject;
  if (typeof input?.comment === 'string') body.comment = input.comment;
  return body;
}

/** See `ReviewsCalls` (discussions-types.ts) for the checks. */
export const createReviewsCalls: Area<ReviewsCalls> = (context) => {
  const tools = areaTools(context);

  /** `/api/reviews/1/{type}/{uuid}`; a type or uuid the server would refuse is its 1061 here. */
  const content = (type: unknown, uuid: unknown, options: CallOptions): string => {
    if (!isDiscussedContentType(type)) throw tools.fail(DISCUSSION_ERROR.CONTENT_NOT_FOUND, 'type', options);
    if (typeof uuid !== 'string' || isBlank(uuid)) {
      throw tools.fail(DISCUSSION_ERROR.CONTENT_NOT_FOUND, 'uuid', options);
    }
    return `${REVIEWS_API}/${type}/${segment(uuid)}`;
  };

  return {
    listReviews: async (type, uuid, q = {}, options = {}) =>
      tools.get(
        content(type, uuid, options),
        { query: query({ page: q.page, page_size: q.page_size }), schema: reviewPageSchema },
        options,
      ),

    getRatingSummary: async (type, uuid, options = {}) =>
      tools.get(`${content(type, uuid, options)}/summary`, { schema: ratingSummarySchema }, options),

    createReview: async (type, uuid, input, options = {}) =>
      tools.post(content(type, uuid, options), { body: reviewBody(input), schema: reviewSchema }, options),

    updateReview: async (type, uuid, input, options = {}) =>
      tools.request(
        { method: 'PUT', path: content(type, uuid, options), body: reviewBody(input), schema: reviewSchema },
        options,
      ),

    deleteReview: async (type, uuid, options = {}) => {
      await tools.request({ method: 'DELETE', path: content(type, uuid, options) }, options);
    },
  };
};
