import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@fanverse/contract';
import type { IdempotencyService } from './idempotency.service';
import { ReplayedFailure } from './idempotency.service';

/** The header a replayed reply carries (success or stored failure alike). */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** What every mutating premium route's OpenAPI description says about the header. */
export const IDEMPOTENCY_DESCRIPTION =
  'Accepts an `Idempotency-Key` header (8–255 visible ASCII characters; kept 24 hours): the same ' +
  'key with the same request answers the stored reply (status and body, failures included) with ' +
  '`idempotent-replayed: true` and acts no more; another request under the key answers 409 ' +
  '`IDEMPOTENCY_KEY_REUSED`; one still running 409 `IDEMPOTENCY_KEY_IN_USE`; a malformed key 400 ' +
  'code 8 (field `Idempotency-Key`).';

/**
 * Runs a mutating premium route's action under the request's Idempotency-Key (every one: part C1's
 * and C2's routes). The request is identified by method, route pattern, path params and the parsed
 * body. `act` answers the reply body; its status is whatever the route set on `reply` (200 by
 * default). A replay sets the stored status and the `idempotent-replayed` header; a stored failure
 * is thrown again, so the one error handler answers the same envelope.
 */
export async function idempotentReply<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  services: { idempotency: IdempotencyService },
  userId: string,
  act: () => Promise<T>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER] as string | string[] | undefined;
  try {
    const outcome = await services.idempotency.run<T>(
      userId,
      key,
      {
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: request.params,
        body: request.body,
      },
      async () => {
        const body = await act();
        return { status: reply.statusCode, body };
      },
    );
    reply.code(outcome.status);
    if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return outcome.body;
  } catch (error) {
    if (error instanceof ReplayedFailure) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    throw error;
  }
}
