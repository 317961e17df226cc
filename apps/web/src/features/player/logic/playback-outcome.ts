import { toApiError } from '@fanverse/client';
import type { RightsDenial } from '@fanverse/contract';
import type { WallPromptKind } from '../../../components/catalogue';

/** Client code of a manifest whose media is still being prepared (S08): ask again shortly. */
export const MEDIA_PREPARING_CODE = 1710;

/** Manifest failures that are a wall rather than a fault (spec §8): S03, S04, S05, S02. */
const WALL_BY_CODE: Readonly<Record<number, WallPromptKind>> = {
  1706: 'premium',
  1707: 'register',
  1703: 'geoblocked',
  1705: 'unavailable',
};

const WALL_BY_DENIAL: Readonly<Record<RightsDenial, WallPromptKind>> = {
  premium: 'premium',
  register: 'register',
  geoblocked: 'geoblocked',
  unavailable: 'unavailable',
  parental: 'parental',
};

/** The prompt for a rights token that denies watching; a token without a reason is "unavailable". */
export function promptForDenial(denial: RightsDenial | undefined): WallPromptKind {
  return denial ? WALL_BY_DENIAL[denial] : 'unavailable';
}

export type ManifestFailure =
  { kind: 'preparing' } | { kind: 'wall'; prompt: WallPromptKind } | { kind: 'error' };

/** What a failed manifest call means for the viewer. */
export function classifyManifestFailure(error: unknown): ManifestFailure {
  const codes = toApiError(error).errors.map((item) => item.code);
  if (codes.includes(MEDIA_PREPARING_CODE)) return { kind: 'preparing' };
  for (const code of codes) {
    const prompt = WALL_BY_CODE[code];
    if (prompt) return { kind: 'wall', prompt };
  }
  return { kind: 'error' };
}

export function isPreparing(error: unknown): boolean {
  return error != null && classifyManifestFailure(error).kind === 'preparing';
}
