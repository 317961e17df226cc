import { ClientCode } from '@fanverse/contract';
import type { ZodType } from 'zod';
import { ApiError } from '../errors/api-error';
import { codedError } from '../errors/coded-error';

/** The reply body: JSON when it parses, the text otherwise (a proxy's HTML page), undefined if empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A success reply that breaks the contract is a failure of the call (9999, the Zod issues as
 * cause), so no caller ever holds data of the wrong shape.
 */
export function parseReply<T>(
  schema: ZodType<T> | undefined,
  body: unknown,
  status: number,
  lang: string,
): T {
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors = [codedError(ClientCode.UNKNOWN, lang, { cause: result.error })];
  throw new ApiError({ errors, sessionExpired: false, networkError: false }, status);
}
