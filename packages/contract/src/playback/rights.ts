import { z } from 'zod';
import { UUID_PATTERN } from '../catalogue/queries';
import { lazySchema } from '../common/lazy-schema';

/**
 * Rights (catalogue spec §3 "Claims and rights", §7 GET /api/5/1/rights/{contentType}/{uuid}).
 * The reply is `{"token": "<signed JWT>"}` (DESIGN.md); the client decodes it and turns the
 * second-based times into milliseconds.
 */
export const RIGHTS_CONTENT_TYPES = ['episode', 'clip'] as const;
export type RightsContentType = (typeof RIGHTS_CONTENT_TYPES)[number];

/**
 * Every content type a rights token the server signs may name: the video types above, and
 * `book` for comic downloads (spec: X-Auth-JWT on the book download; issued by the comics
 * issue). The manifest call accepts such a token as genuine and answers code 2 (no video).
 */
export const RIGHTS_TOKEN_CONTENT_TYPES = [...RIGHTS_CONTENT_TYPES, 'book'] as const;
export type RightsTokenContentType = (typeof RIGHTS_TOKEN_CONTENT_TYPES)[number];

/** The JWT audience of rights tokens: a claims token (audience `fanverse`) is not a rights token. */
export const RIGHTS_AUDIENCE = 'fanverse-rights';

/**
 * Why a visitor may not watch, carried in the token beside the rights so the manifest call can
 * answer the specific reason (premium S03, registration S04, region S05, not approved S02).
 */
/** 'parental': above the viewer's parental limits (issue 23); entering the pin lifts it. */
export const RIGHTS_DENIALS = ['premium', 'register', 'geoblocked', 'unavailable', 'parental'] as const;
export type RightsDenial = (typeof RIGHTS_DENIALS)[number];

export const rightsSchema = lazySchema(() =>
  z.object({
    can_read: z.boolean(),
    can_watch: z.boolean(),
    /** The video has a rendition of 720 lines or more. */
    hd_available: z.boolean(),
    /** This visitor gets those renditions (premium members). */
    include_hd: z.boolean(),
  }),
);
export type Rights = z.infer<typeof rightsSchema>;

/** The payload of a rights token, as signed (times in seconds). */
export const rightsTokenPayloadSchema = lazySchema(() =>
  z.object({
    content_type: z.enum(RIGHTS_CONTENT_TYPES),
    content_uuid: z.string().regex(UUID_PATTERN),
    exp: z.number().int(),
    iat: z.number().int(),
    nbf: z.number().int(),
    rights: rightsSchema,
    /** Set when can_watch is false. */
    denial: z.enum(RIGHTS_DENIALS).optional(),
    /** The visitor the token was made for: a user guid, or `anonymous`. */
    sub: z.string(),
  }),
);
export type RightsTokenPayload = z.infer<typeof rightsTokenPayloadSchema>;

/** What the server accepts back in X-Auth-JWT: a rights token for any content type it signs. */
export const signedRightsPayloadSchema = lazySchema(() =>
  rightsTokenPayloadSchema.extend({
    content_type: z.enum(RIGHTS_TOKEN_CONTENT_TYPES),
  }),
);
export type SignedRightsPayload = z.infer<typeof signedRightsPayloadSchema>;

export const rightsParamsSchema = lazySchema(() =>
  z.object({
    content_type: z.enum(RIGHTS_CONTENT_TYPES),
    content_uuid: z.string().regex(UUID_PATTERN),
  }),
);

/**
 * The rights call's query: the reply language (`trans`), and `preview_token`, a preview of this
 * item the signed-in member opened with a preview credit (purchases: POST
 * /api/premium/2/previews/{content_type}/{uuid}); an invalid, expired or another's one answers 400
 * code 3051.
 */
export const rightsQuerySchema = lazySchema(() =>
  z.object({ trans: z.string().max(10).optional(), preview_token: z.string().max(200).optional() }),
);
export type RightsQuery = z.infer<typeof rightsQuerySchema>;

export const rightsReplySchema = lazySchema(() => z.object({ token: z.string() }));
export type RightsReply = z.infer<typeof rightsReplySchema>;
