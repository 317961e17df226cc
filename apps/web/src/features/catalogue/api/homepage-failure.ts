import type { Homepage } from '@fanverse/contract';
import { apiClient } from '../../../lib/api-client';

/**
 * The client's homepage and browse calls keep their failure under `homepage` and resolve
 * undefined (spec §8); a query needs it thrown to show it (status and network flags decide the
 * retry and the message). Read as soon as the call settles, before another homepage call runs.
 */
export function storedHomepageFailure(homepage: Homepage | undefined): Homepage {
  if (homepage) return homepage;
  throw apiClient.errors.failure('homepage') ?? new Error('Fanverse: homepage failed without a stored error');
}
