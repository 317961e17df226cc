import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { REVIEWS_API, type DiscussedContentType } from '@fanverse/contract';
import type { TestApp } from '../helpers/test-app';

/** A video series and a comic series written straight into their tables: what reviews rate. */
export async function insertTitles(t: TestApp) {
  const tag = crypto.randomBytes(4).toString('hex');
  const series = await t.database.db
    .insertInto('series')
    .values({
      uuid: crypto.randomUUID(),
      slug: `rated-${tag}`,
      asset_key: `rated-${tag}`,
      title: `Rated ${tag}`,
      year: 2024,
      end_year: null,
      trailer_clip_uuid: null,
      masthead: null,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  const comic = await t.database.db
    .insertInto('comic_series')
    .values({
      uuid: crypto.randomUUID(),
      slug: `rated-comic-${tag}`,
      asset_key: `rated-comic-${tag}`,
      title: `Rated comic ${tag}`,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  return { series, comic };
}

type Who = { headers: Record<string, string> } | null;

export function reviewCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  type: DiscussedContentType | string,
  uuid: string,
  who: Who,
  payload?: unknown,
  suffix = '',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `${REVIEWS_API}/${type}/${uuid}${suffix}`,
    headers: who?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

export const firstError = (res: LightMyRequestResponse) =>
  (res.json() as { errors: { code: unknown; field?: string }[] }).errors[0];
