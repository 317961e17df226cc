import { ManifestReason, ViewerCode, type RightsDenial } from '@fanverse/contract';
import { AppError } from '../../errors/app-error';

/**
 * The failure replies of the manifest call. The reason is `errors[0].code` and the first
 * characters of the message, which is what the client's mapping reads (spec §8: "S03 …" is
 * 1706, numeric 9 is 1719, …). Statuses follow what each reason means.
 */
function failure(status: number, reason: ManifestReason, text: string, field?: string): AppError {
  return new AppError(status, reason, `${reason} ${text}`, field);
}

export const manifestFailure = {
  tokenMissing: () =>
    failure(401, ManifestReason.TOKEN_MISSING, 'token missing: send the rights token as X-Auth-JWT'),
  tokenInvalid: () =>
    failure(401, ManifestReason.INVALID_TOKEN, 'invalid, expired or unreadable rights token'),
  streamType: () =>
    failure(400, ManifestReason.INVALID_STREAM_TYPE, 'invalid stream type (st: hls or iframe)', 'st'),
  drm: () => failure(400, ManifestReason.INVALID_DRM, 'invalid DRM type (drm: default or aes-128)', 'drm'),
  cdn: () => failure(400, ManifestReason.INVALID_PARAMETER, 'invalid parameter: cdn (default)', 'cdn'),
  subs: () =>
    failure(400, ManifestReason.INVALID_PARAMETER, 'invalid parameter: subs (none, en or es)', 'subs'),
  noVideo: (type: string) =>
    failure(400, ManifestReason.INVALID_CONTENT_TYPE, `content type ${type} has no video`),
  notFound: () => failure(404, ManifestReason.NOT_FOUND, 'content not found'),
  unsupportedConsumer: () => failure(403, ManifestReason.UNSUPPORTED_CONSUMER, 'unsupported consumer'),
  notStaged: () => failure(409, ManifestReason.NOT_STAGED, 'video not staged: it has no media'),
  inProcess: () =>
    failure(
      409,
      ManifestReason.IN_PROCESS,
      'request in process: the video is being prepared, try again shortly',
    ),
  denied: (denial: RightsDenial) => DENIALS[denial](),
};

/** The reason a rights token's denial answers with. */
const DENIALS: Record<RightsDenial, () => AppError> = {
  premium: () => failure(403, ManifestReason.PREMIUM_REQUIRED, 'premium required'),
  register: () => failure(403, ManifestReason.REGISTRATION_REQUIRED, 'registration required'),
  geoblocked: () => failure(403, ManifestReason.GEO_BLOCKED, 'not provisioned for this geo location'),
  unavailable: () => failure(403, ManifestReason.NOT_APPROVED, 'video not approved'),
  // Rights tokens are only signed for allowed content; a denied one names the lock (issue 23).
  parental: () => new AppError(403, ViewerCode.PARENTAL_LOCK, 'This title is locked by parental controls.'),
};
