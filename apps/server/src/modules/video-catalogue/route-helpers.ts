import type { FastifyRequest } from 'fastify';
import type { PageContext } from './page-context';

export const TAGS = ['catalogue'];

export { failureReplies as failures, withTrans } from '../../http/route-schemas';

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
