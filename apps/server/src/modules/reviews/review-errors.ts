import {
  DISCUSSION_ERROR,
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_SUBJECT_MAX_LENGTH,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The answers of the review rules (spec §9 review limits, codes 1026–1030; 2308 and 1061 are
 * ours). The numbers are client codes, kept as they are by the client; each names its field.
 */
export const reviewErrors = {
  ratingNotWhole: () =>
    new AppError(400, DISCUSSION_ERROR.RATING_NOT_WHOLE, 'The rating must be a whole number', 'rating'),
  ratingOutOfRange: () =>
    new AppError(
      400,
      DISCUSSION_ERROR.RATING_OUT_OF_RANGE,
      `The rating must be from ${RATING_MIN} to ${RATING_MAX}`,
      'rating',
    ),
  subjectTooLong: () =>
    new AppError(
      400,
      DISCUSSION_ERROR.REVIEW_SUBJECT_TOO_LONG,
      `The review subject must be at most ${REVIEW_SUBJECT_MAX_LENGTH} characters`,
      'subject',
    ),
  commentTooLong: () =>
    new AppError(
      400,
      DISCUSSION_ERROR.REVIEW_COMMENT_TOO_LONG,
      `The review comment must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`,
      'comment',
    ),
  alreadyReviewed: () =>
    new AppError(409, DISCUSSION_ERROR.ALREADY_REVIEWED, 'You have already rated this title', 'rating'),
  reviewNotFound: () => new AppError(404, DISCUSSION_ERROR.REVIEW_NOT_FOUND, 'Review not found'),
  contentNotFound: (field: 'type' | 'uuid' = 'uuid') =>
    new AppError(404, DISCUSSION_ERROR.CONTENT_NOT_FOUND, 'Content not found', field),
};
