import { toApiError, type CodedError } from '@fanverse/client';
import { DISCUSSION_ERROR, POST_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from '@fanverse/contract';

/** A post form's errors: the title's and the text's (shown at their field), the rest at the form. */
export interface PostFormErrors {
  title?: string;
  body?: string;
  form: CodedError[];
}

/**
 * Where a failed post's codes go: 2306 at the title, 2307 at the text (as `code:<n>`, resolved
 * in the visitor's language at render time), anything else (2305 posting too fast, 2304 locked,
 * a network failure) in the form's alert.
 */
export function postFormErrors(error: unknown): PostFormErrors {
  if (!error) return { form: [] };
  const result: PostFormErrors = { form: [] };
  for (const item of toApiError(error).errors) {
    if (item.code === DISCUSSION_ERROR.TITLE_INVALID) result.title = `code:${item.code}`;
    else if (item.code === DISCUSSION_ERROR.BODY_INVALID) result.body = `code:${item.code}`;
    else result.form.push(item);
  }
  return result;
}

/** The same rules the server applies, checked before sending: translation keys, or undefined. */
export function checkTitle(title: string): string | undefined {
  const trimmed = title.trim();
  if (!trimmed) return 'discussions.form.titleMissing';
  if (trimmed.length > THREAD_TITLE_MAX_LENGTH) return 'discussions.form.titleTooLong';
  return undefined;
}

export function checkBody(body: string): string | undefined {
  const trimmed = body.trim();
  if (!trimmed) return 'discussions.form.bodyMissing';
  if (trimmed.length > POST_BODY_MAX_LENGTH) return 'discussions.form.bodyTooLong';
  return undefined;
}
