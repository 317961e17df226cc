import { ManifestReason, ViewerCode, type RightsDenial } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The failure replies of the book download, in the video manifest's style (its reasons, spec
 * §8): the reason is `errors[0].code` and the first characters of the message, which is what the
 * client's mapping reads (JWT 1717, S10 1711, 8 1720, 2 1716, 1 1721, S03/S04/S05 1706/1707/1703).
 */
function failure(status: number, reason: ManifestReason, text: string, field?: string): AppError {
  return new AppError(status, reason, `${reason} ${text}`, field);
}

export const downloadFailure = {
  tokenMissing: () =>
    failure(401, ManifestReason.TOKEN_MISSING, 'token missing: send the rights token as X-Auth-JWT'),
  tokenInvalid: () =>
    failure(401, ManifestReason.INVALID_TOKEN, 'invalid, expired or unreadable rights token'),
  page: () =>
    failure(
      400,
      ManifestReason.INVALID_PARAMETER,
      'invalid parameter: page (1 or more, within the book)',
      'page',
    ),
  quality: () =>
    failure(400, ManifestReason.INVALID_PARAMETER, 'invalid parameter: quality (SD or HD)', 'quality'),
  notABook: (type: string) =>
    failure(400, ManifestReason.INVALID_CONTENT_TYPE, `content type ${type} is not a comic book`),
  notFound: () => failure(404, ManifestReason.NOT_FOUND, 'content not found'),
  denied: (denial: RightsDenial | undefined) => DENIALS[denial ?? 'premium'](),
};

/** The reason a rights token's denial answers with. */
const DENIALS: Record<RightsDenial, () => AppError> = {
  premium: () => failure(403, ManifestReason.PREMIUM_REQUIRED, 'premium required'),
  register: () => failure(403, ManifestReason.REGISTRATION_REQUIRED, 'registration required'),
  geoblocked: () => failure(403, ManifestReason.GEO_BLOCKED, 'not provisioned for this geo location'),
  unavailable: () => failure(403, ManifestReason.NOT_APPROVED, 'book not available now'),
  // Rights tokens are only signed for allowed content; a denied one names the lock (issue 23).
  parental: () => new AppError(403, ViewerCode.PARENTAL_LOCK, 'This title is locked by parental controls.'),
};
