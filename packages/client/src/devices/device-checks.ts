import { SHORT_CODE_MAX_LENGTH, normalizeShortCode } from '@fanverse/contract';
import type { CheckFail } from '../viewer/viewer-checks';

/**
 * Spec §5 on a short device code, before sending: missing (or nothing but separators) 1401, over
 * 5 characters once separators are removed 1402. Answers the code as sent: upper-cased, without
 * separators (the contract's `normalizeShortCode`, which the server applies too).
 */
export function checkShortCode(input: string | null | undefined, fail: CheckFail): string {
  const code = normalizeShortCode(typeof input === 'string' ? input : '');
  if (code === '') throw fail(1401, 'short_code');
  if (code.length > SHORT_CODE_MAX_LENGTH) throw fail(1402, 'short_code');
  return code;
}
