import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_SUBJECT_MAX_LENGTH,
  type ReviewBody,
} from '@fanverse/contract';
import { CompiledValidationError } from '../../http/compiled-validator';
import { reviewErrors } from './review-errors';

/** A review as stored: the rating checked, the texts trimmed ('' when absent). */
export interface CheckedReview {
  rating: number;
  subject: string;
  comment: string;
}

/**
 * The review rules in their order (spec §9): a rating that is not a whole number 1026, outside
 * 1..5 1027, a subject over REVIEW_SUBJECT_MAX_LENGTH 1028, a comment over
 * REVIEW_COMMENT_MAX_LENGTH 1029. Texts are trimmed first: white space is not content.
 */
export function checkReview(body: ReviewBody): CheckedReview {
  if (!Number.isInteger(body.rating)) throw reviewErrors.ratingNotWhole();
  if (body.rating < RATING_MIN || body.rating > RATING_MAX) throw reviewErrors.ratingOutOfRange();
  const subject = (body.subject ?? '').trim();
  if (subject.length > REVIEW_SUBJECT_MAX_LENGTH) throw reviewErrors.subjectTooLong();
  const comment = (body.comment ?? '').trim();
  if (comment.length > REVIEW_COMMENT_MAX_LENGTH) throw reviewErrors.commentTooLong();
  return { rating: body.rating, subject, comment };
}

/**
 * The review routes' schema failures in the review codes, set on the reviews plugin only
 * (Fastify scopes an error handler to its plugin): a malformed content type or uuid names no
 * content (1061); a rating that is missing or not a number is not a whole number (1026); a
 * subject or comment string longer than the schema's bound is too long (1028/1029). Anything
 * else (a non-string text, a body that is not an object, paging) keeps the one error handler's
 * answers (5004, 5008).
 */
export function answerReviewFieldErrors(app: FastifyInstance) {
  app.setErrorHandler((error, request) => {
    if (hasZodFastifySchemaValidationErrors(error) || error instanceof CompiledValidationError) {
      const field = error.validation[0]?.instancePath.replace(/^\//, '').split('/')[0] ?? '';
      const body = (request.body ?? {}) as Record<string, unknown>;
      const isText = typeof body[field] === 'string';
      // Only the path has a `type` and a `uuid` (the body schema drops unknown keys).
      if (field === 'type' || field === 'uuid') throw reviewErrors.contentNotFound(field);
      if (field === 'rating') throw reviewErrors.ratingNotWhole();
      if (field === 'subject' && isText) throw reviewErrors.subjectTooLong();
      if (field === 'comment' && isText) throw reviewErrors.commentTooLong();
    }
    throw error;
  });
}
