import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  AVATAR_FIELD,
  BANNER_FIELD,
  BANNER_MAX_BYTES,
  GenericCode,
  ServerCode,
  avatarUploadResultSchema,
  bannerUploadResultSchema,
  errorEnvelopeSchema,
  okSchema,
} from '@fanverse/contract';
import { AppError } from '../../errors/app-error';
import { requireUser } from '../auth/auth.plugin';
import type { SessionService } from '../auth/session.service';
import { IMAGE_POLICIES, tooLarge, type UploadsService } from './uploads.service';
import type { UserImageKind } from './user-images.repository';

export interface UploadsRouteDeps {
  uploads: UploadsService;
  sessions: SessionService;
  /** Uploads per client address and window, on top of the global limit (decoding images is costly). */
  rateLimit?: { max: number; timeWindow: number };
}

const FIELDS: Record<UserImageKind, string> = { avatar: AVATAR_FIELD, banner: BANNER_FIELD };
const failures = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  413: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

function missingFile(kind: UserImageKind): AppError {
  return AppError.badRequest(
    ServerCode.MISSING_REQUIRED_VALUE,
    `Send the ${kind} image as the multipart/form-data file field '${FIELDS[kind]}'`,
    FIELDS[kind],
  );
}

/**
 * Reads the one file of an upload into memory, never more than the kind's size limit: a larger
 * file answers 413. Other file fields are drained and ignored. Malformed multipart bodies, and
 * bodies with more parts than an upload form has, answer 400.
 */
async function readUpload(request: FastifyRequest, kind: UserImageKind): Promise<Buffer> {
  if (!request.isMultipart()) throw missingFile(kind);
  const field = FIELDS[kind];
  let data: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: IMAGE_POLICIES[kind].maxBytes } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field && !data) data = await part.toBuffer();
      else part.file.resume();
    }
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(kind);
    if (code === 'FST_FILES_LIMIT') {
      throw AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        `Send one file, in the '${field}' field`,
        field,
      );
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.badRequest(
        GenericCode.INVALID_PARAMETER,
        'The form has more fields than an upload takes',
      );
    }
    // Busboy's own failures (bad boundary, truncated part, …) carry no status: they are the
    // client's malformed body, not a server fault.
    throw AppError.badRequest(GenericCode.INVALID_PARAMETER, 'The multipart/form-data body is malformed');
  }
  if (!data) throw missingFile(kind);
  return data;
}

/**
 * POST /api/users/me/{upload,remove}_{avatar,banner} (spec accounts §7). The multipart parser is
 * registered here only, so no other route accepts multipart bodies.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRouteDeps> = async (app, deps) => {
  await app.register(multipart, {
    // Per-upload file limits are set per request; this ceiling is the largest of them.
    limits: { fileSize: BANNER_MAX_BYTES, files: 2, fields: 10, parts: 12, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  });

  // None of these routes reads a JSON body. Clients that label every POST as JSON, even an
  // empty one (remove_avatar), must not be refused for it: here a JSON body is read and ignored.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 65_536 },
    (_request, _body, done) => done(null, undefined),
  );

  const rateLimit = deps.rateLimit ?? { max: 30, timeWindow: 60_000 };
  const kinds: UserImageKind[] = ['avatar', 'banner'];
  for (const kind of kinds) {
    const policy = IMAGE_POLICIES[kind];
    const mib = policy.maxBytes / (1024 * 1024);
    const { width, height } = policy.target;

    app.post(
      `/api/users/me/upload_${kind}`,
      {
        config: { rateLimit, auth: 'session' },
        schema: {
          tags: ['profile'],
          summary: `Upload the caller's ${kind}`,
          description:
            `A \`multipart/form-data\` body with the image in the file field \`${FIELDS[kind]}\`. JPEG, PNG, WebP, ` +
            `GIF (first frame) and AVIF are accepted, recognised by their content. At most ${mib} MiB (else 413 ` +
            '`PAYLOAD_TOO_LARGE`), 8000 pixels a side and 40 megapixels (else 400 `IMAGE_TOO_MANY_PIXELS`); ' +
            `anything else answers 400 \`INVALID_IMAGE\`, no file 400 \`MISSING_REQUIRED_VALUE\`. The image is ` +
            `turned upright, stripped of all metadata, cropped to ${width}×${height} and stored as WebP; the ` +
            'previous one is deleted. Answers its URL, a `/media/` path on this site.',
          consumes: ['multipart/form-data'],
          security: [{ sessionToken: [] }],
          response: {
            200: kind === 'avatar' ? avatarUploadResultSchema : bannerUploadResultSchema,
            ...failures,
          },
        },
      },
      async (request) => {
        const user = await requireUser(request, deps.sessions);
        const data = await readUpload(request, kind);
        const url = await deps.uploads.upload(kind, user, data);
        return kind === 'avatar' ? { avatar: url } : { banner: url };
      },
    );

    app.post(
      `/api/users/me/remove_${kind}`,
      {
        config: { auth: 'session' },
        schema: {
          tags: ['profile'],
          summary: `Remove the caller's ${kind}`,
          description: `Deletes the stored ${kind}, if any; answers success either way.`,
          security: [{ sessionToken: [] }],
          response: { 200: okSchema, 401: errorEnvelopeSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request, deps.sessions);
        await deps.uploads.remove(kind, user.userId);
        return { success: true, message: kind === 'avatar' ? 'Avatar removed' : 'Banner removed' };
      },
    );
  }
};
