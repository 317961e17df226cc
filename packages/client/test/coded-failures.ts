import { expect } from 'vitest';
import { ApiError, type FanverseClient } from '../src';
import { json, rejection, testClient, type Handler } from './fake-fetch';

/** One client call, made against a fresh fake server. */
export type ClientCall = (c: FanverseClient) => Promise<unknown>;

/**
 * A call the client refuses itself (spec §5): it must fail like a server reply, in the call's
 * language, with nothing sent. Answers the first error and the client (for its error store).
 */
export async function refused(call: ClientCall, lang?: string) {
  const { client, calls } = testClient(() => json({}), { lang });
  const error = await rejection(call(client));
  expect(error).toBeInstanceOf(ApiError);
  expect(calls, 'nothing is sent').toHaveLength(0);
  const first = (error as ApiError).errors[0]!;
  return { code: first.code, field: first.field, message: first.message, client };
}

/** The client code a server reply is read as on this call (spec §8 mappings). */
export async function codeFor(reply: Response, call: ClientCall): Promise<number | undefined> {
  const { client } = testClient(() => reply.clone());
  const error = await rejection(call(client));
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).errors[0]?.code;
}

/** The operations a call's failure is stored under (client.errors); answers them once it rejected. */
export async function storedOnFailure(call: ClientCall, handler: Handler): Promise<string[]> {
  const { client } = testClient(handler);
  const stored: string[] = [];
  client.errors.subscribe((op) => stored.push(op));
  expect(await rejection(call(client))).toBeInstanceOf(ApiError);
  return stored;
}
