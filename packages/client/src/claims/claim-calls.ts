import { signedTokenSchema } from '@fanverse/contract';
import type { ClaimValue } from '../accounts/account-inputs';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import { claimUpdateMapping } from '../mappings/account-mappings';
import { decodeClaims, type Claims } from './claims';

/** `client.claims`: the signed claims token (spec accounts §3 "Claims"), decoded and normalised. */
export interface ClaimCalls {
  /** GET /api/claims/ (op claims): the visitor's claims, anonymous ones without a session. */
  getClaims(options?: CallOptions): Promise<Claims>;
  /**
   * POST /api/premium/2/claims/update: answers the new claims token. Keeps no errors: its one
   * caller, the consent update, swallows a failure silently (spec §8).
   */
  updateClaim(name: string, value: ClaimValue, options?: CallOptions): Promise<Claims>;
}

export const createClaimCalls: Area<ClaimCalls> = (context) => {
  const { get, post, lang, run } = areaTools(context);
  return {
    getClaims: (options = {}) =>
      run('claims', async () => {
        const reply = await get('/api/claims/', { schema: signedTokenSchema }, options);
        return decodeClaims(reply.token, lang(options));
      }),

    updateClaim: async (name, value, options = {}) => {
      const reply = await post(
        '/api/premium/2/claims/update',
        {
          body: { claim_name: name, claim_value: value },
          schema: signedTokenSchema,
          mapping: claimUpdateMapping,
        },
        options,
      );
      return decodeClaims(reply.token, lang(options));
    },
  };
};
