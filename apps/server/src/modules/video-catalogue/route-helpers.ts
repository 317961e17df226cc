import type { FastifyRequest } from 'fastify';
import { errorEnvelopeSchema } from '@fanverse/contract';
import { failureReplies } from '../../http/route-schemas';
import type { PageContext } from './page-context';

export const TAGS = ['catalogue'];

export { failureReplies as failures, withTrans } from '../../http/route-schemas';

/** The failures of a call parental controls can refuse: 403 PARENTAL_LOCK besides 400 and 404. */
export const lockableFailures = { ...failureReplies, 403: errorEnvelopeSchema };

/** How a fetch by id answers under parental controls, for the route descriptions. */
export const LOCK_NOTE =
  "Under parental controls (issue 23), a title above the signed-in caller's limits answers 403 " +
  '`PARENTAL_LOCK` ("This title is locked by parental controls.", the title\'s `rating` in errors[0]; unrated ' +
  'titles count as the strictest rating); the `X-Viewer-Unlock` header of an entered pin lifts the limits.';

/** How a list answers under parental controls, for the route descriptions. */
export const EXCLUDE_NOTE =
  "Under parental controls (issue 23), titles above the signed-in caller's limits (unrated ones too) are left " +
  'out before counting and paging; the `X-Viewer-Unlock` header of an entered pin lifts the limits. Such ' +
  'replies are personal: `Cache-Control: private, no-store`.';

/** The request path and the named query fields as the caller spelt them, for page links. */
export function pageContext(request: FastifyRequest, keys: readonly string[]): PageContext {
  const [path, search = ''] = request.url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  const query: Record<string, string | undefined> = {};
  for (const key of [...keys, 'trans']) {
    const value = params.get(key);
    if (value !== null && value !== '') query[key] = value;
  }
  return { url: path, query };
}
