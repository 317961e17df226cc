import {
  ACTIVITY_CONTAINER_TYPES,
  ACTIVITY_ERROR,
  NEXT_OBJECT_TYPES,
  parseContainerRef,
  type ActivityContainerType,
} from '@fanverse/contract';
import { AppError } from '../../../errors/app-error';
import { answerValidation, fieldCodes } from '../../../http/validation-codes';

/*
 * The feed calls' own codes (catalogue spec §5) for what their schemas refuse: the app's error
 * handler would name these camelCase path fields the generic 8. The numbers are client codes,
 * which the client keeps as they are.
 */

/**
 * GET …/{containerType}/{containerUuid}/{objectType}/{objectUuid}/next: an unknown container or
 * object type 7900 "Invalid type", checked before the uuids; then a malformed uuid 1715.
 */
export const nextParamsCodes = answerValidation(
  fieldCodes([
    {
      fields: ['containerType'],
      code: ACTIVITY_ERROR.INVALID_TYPE,
      message: () => `containerType: one of ${ACTIVITY_CONTAINER_TYPES.join(', ')}`,
    },
    {
      fields: ['objectType'],
      code: ACTIVITY_ERROR.INVALID_TYPE,
      message: () => `objectType: one of ${NEXT_OBJECT_TYPES.join(', ')}`,
    },
    {
      fields: ['containerUuid', 'objectUuid'],
      code: ACTIVITY_ERROR.INVALID_UUID,
      message: (field) => `${field}: not a uuid`,
    },
  ]),
);

/** The ignore call and the bulk call: a container without a valid type or uuid is 5008. */
export const containerCodes = answerValidation(
  fieldCodes([
    {
      fields: '*',
      code: ACTIVITY_ERROR.INVALID_PARAMETER,
      message: (field) =>
        `${field ?? 'container'}: a container needs a type (${ACTIVITY_CONTAINER_TYPES.join(', ')}) and a uuid`,
    },
  ]),
);

/** The bulk call's `type:uuid` strings, parsed; the first that does not parse is 5008. */
export function parseContainerRefs(refs: readonly string[]): { type: ActivityContainerType; uuid: string }[] {
  return refs.map((ref, index) => {
    const parsed = parseContainerRef(ref);
    if (!parsed) {
      throw AppError.badRequest(
        ACTIVITY_ERROR.INVALID_PARAMETER,
        `${index}: not a container reference (type:uuid, type one of ${ACTIVITY_CONTAINER_TYPES.join(', ')})`,
        String(index),
      );
    }
    return parsed;
  });
}
