import { agreementSchema, type AgreementType } from '@fanverse/contract';
import type { Area, CallOptions } from '../area/area-context';
import { areaTools } from '../area/area-tools';
import type { OperationType } from '../errors/operation-types';
import { agreementsMapping } from '../mappings/account-mappings';
import { normalizeAgreement, type Agreement } from './agreements';

/**
 * `client.agreements`: GET and POST /api/agreements/{terms|privacy} (spec accounts §7
 * "Agreements"). Spec §8: a failure is kept under the call's operation and swallowed, so each
 * resolves `undefined` when it failed and `client.errors.get(op)` says why. A cancelled call
 * still rejects with its AbortError.
 */
export interface AgreementCalls {
  /** GET /api/agreements/terms (op getTerms, or getTermsFlavor with a flavor). */
  getTerms(flavor?: string, options?: CallOptions): Promise<Agreement | undefined>;
  /** GET /api/agreements/privacy (op getPrivacy). */
  getPrivacy(options?: CallOptions): Promise<Agreement | undefined>;
  /** POST /api/agreements/terms: revision_id and flavor (op acceptTerms or acceptTermsFlavor). */
  acceptTerms(revisionId: number, flavor?: string, options?: CallOptions): Promise<Agreement | undefined>;
  /** POST /api/agreements/privacy: revision_id (op acceptPrivacy). */
  acceptPrivacy(revisionId: number, options?: CallOptions): Promise<Agreement | undefined>;
}

export const createAgreementCalls: Area<AgreementCalls> = (context) => {
  const { get, post, fail, run } = areaTools(context);
  const parts = { schema: agreementSchema, mapping: agreementsMapping };

  const read = (type: AgreementType, op: OperationType, flavor: string | undefined, options: CallOptions) =>
    run(
      op,
      async () => {
        const query = { flavor: flavor || undefined };
        return normalizeAgreement(await get(`/api/agreements/${type}`, { query, ...parts }, options));
      },
      { swallow: true },
    );

  const accept = (
    type: AgreementType,
    op: OperationType,
    revisionId: number,
    flavor: string | undefined,
    options: CallOptions,
  ) =>
    run(
      op,
      async () => {
        // The id comes from the agreement the user read; anything else cannot name a revision.
        if (!Number.isInteger(revisionId) || revisionId <= 0) throw fail(5101, 'revision_id', options);
        const body = { revision_id: revisionId, ...(flavor ? { flavor } : {}) };
        return normalizeAgreement(await post(`/api/agreements/${type}`, { body, ...parts }, options));
      },
      { swallow: true },
    );

  return {
    getTerms: (flavor, options = {}) =>
      read('terms', flavor ? 'getTermsFlavor' : 'getTerms', flavor, options),
    getPrivacy: (options = {}) => read('privacy', 'getPrivacy', undefined, options),
    acceptTerms: (revisionId, flavor, options = {}) =>
      accept('terms', flavor ? 'acceptTermsFlavor' : 'acceptTerms', revisionId, flavor, options),
    acceptPrivacy: (revisionId, options = {}) =>
      accept('privacy', 'acceptPrivacy', revisionId, undefined, options),
  };
};
