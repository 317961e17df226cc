import {
  RIGHTS_AUDIENCE,
  rightsTokenPayloadSchema,
  signedRightsPayloadSchema,
  type Rights,
  type RightsDenial,
  type RightsTokenContentType,
  type RightsTokenPayload,
  type SignedRightsPayload,
} from '@fanverse/contract';
import type { JwtSigner } from '../auth/signing-key';

export interface RightsGrant {
  /** Video types from the rights call; `book` once comic downloads sign their tokens here. */
  content_type: RightsTokenContentType;
  content_uuid: string;
  rights: Rights;
  denial?: RightsDenial;
  /** User guid, or `anonymous`. */
  subject: string;
}

/** Why a presented token was refused: none given, or one we cannot trust. */
export class RightsTokenError extends Error {
  constructor(readonly reason: 'missing' | 'invalid') {
    super(reason === 'missing' ? 'rights token missing' : 'rights token invalid');
  }
}

/**
 * Signs and checks rights tokens (HS256, audience `fanverse-rights`, so a claims token is never
 * taken for one). Shared by the rights call, the manifest call and the stream key route.
 */
export class RightsTokens {
  constructor(
    private readonly signer: JwtSigner,
    readonly ttlSeconds: number,
  ) {}

  sign(grant: RightsGrant): Promise<string> {
    const payload: Record<string, unknown> = {
      content_type: grant.content_type,
      content_uuid: grant.content_uuid,
      rights: grant.rights,
    };
    if (grant.denial) payload.denial = grant.denial;
    return this.signer.sign(payload, {
      audience: RIGHTS_AUDIENCE,
      subject: grant.subject,
      ttlSeconds: this.ttlSeconds,
    });
  }

  /** The payload of a valid, unexpired rights token for video; RightsTokenError otherwise. */
  async verify(token: string | undefined | null): Promise<RightsTokenPayload> {
    const parsed = rightsTokenPayloadSchema.safeParse(await this.verifySigned(token));
    if (!parsed.success) throw new RightsTokenError('invalid');
    return parsed.data;
  }

  /**
   * The payload of a valid, unexpired rights token for any content type we sign (a `book` token
   * too): for the manifest call, which answers such a genuine token with its own reason.
   */
  async verifySigned(token: string | undefined | null): Promise<SignedRightsPayload> {
    if (!token) throw new RightsTokenError('missing');
    let payload: unknown;
    try {
      payload = await this.signer.verify(token, RIGHTS_AUDIENCE);
    } catch {
      throw new RightsTokenError('invalid');
    }
    const parsed = signedRightsPayloadSchema.safeParse(payload);
    if (!parsed.success) throw new RightsTokenError('invalid');
    return parsed.data;
  }
}
