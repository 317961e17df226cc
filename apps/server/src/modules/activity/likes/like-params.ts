import { ACTIVITY_ERROR, LIKE_CONTENT_TYPES } from '@fanverse/contract';
import { answerValidation, fieldCodes } from '../../../http/validation-codes';

/**
 * The like calls' path check. The app's error handler names a failed field's code by its name,
 * and `type` there is the generic 8 (client 5008); here the spec says a content type outside
 * series, episode, clip, comicseries and book is 7900 "Invalid type". Any other failure (a
 * malformed `uuid`: INVALID_UUID, the client's 1715) is left to the error handler.
 */
export const likeParamsCodes = answerValidation(
  fieldCodes([
    {
      fields: ['type'],
      code: ACTIVITY_ERROR.INVALID_TYPE,
      message: () => `type: one of ${LIKE_CONTENT_TYPES.join(', ')}`,
    },
  ]),
);
