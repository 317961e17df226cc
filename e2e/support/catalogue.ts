import { expect, type APIRequestContext } from '@playwright/test';

/** GETs a JSON reply, failing the test (with the path and status) when it is not a success. */
export async function getJson<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
) {
  const reply = await request.get(path, { headers });
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/**
 * The demo catalogue's series (ids 1 to 12; missing ones skipped), each with its episodes in
 * order, for tests that look for an episode with a given wall. `S` and `E` are the fields the
 * caller reads.
 */
export async function* demoSeries<S, E>(
  request: APIRequestContext,
): AsyncGenerator<{ series: S; episodes: E[] }> {
  for (let id = 1; id <= 12; id += 1) {
    const reply = await request.get(`/api/5/1/series/${id}`);
    if (!reply.ok()) continue;
    const series = (await reply.json()) as S;
    const { values } = await getJson<{ values: E[] }>(
      request,
      `/api/5/series/${id}/episodes/?page_size=100&sort=asc`,
    );
    yield { series, episodes: values };
  }
}
