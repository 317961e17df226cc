import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config';
import type { Database } from '../../db/schema';
import type { JwtSigner } from '../auth/signing-key';
import { PlayableRepository } from './playable.repository';
import { RightsTokens } from './rights-tokens';

/** Rights tokens and what is playable: shared by playback (which decides) and streams (which serves). */
export function createRightsServices(
  db: Kysely<Database>,
  config: Pick<AppConfig, 'RIGHTS_TTL_SECONDS'>,
  deps: { signer: JwtSigner },
) {
  return {
    // Signed by the claims signer (same key, own audience); the manifest call and the stream
    // key route check them.
    rightsTokens: new RightsTokens(deps.signer, config.RIGHTS_TTL_SECONDS),
    playables: new PlayableRepository(db),
  };
}
export type RightsServices = ReturnType<typeof createRightsServices>;
