import { POST_BODY_MAX_LENGTH, THREAD_TITLE_MAX_LENGTH } from '@fanverse/contract';
import { discussionErrors } from './discussion-errors';

/**
 * Titles and post texts are plain text stored exactly as written once trimmed: no HTML is
 * stripped or escaped here, because whoever shows them escapes them (JSON replies are not HTML).
 * A blank text is as missing as an absent one.
 */
function checked(raw: string | undefined, max: number, invalid: () => Error): string {
  const text = raw?.trim() ?? '';
  if (!text || text.length > max) throw invalid();
  return text;
}

export const threadTitle = (raw: string | undefined) =>
  checked(raw, THREAD_TITLE_MAX_LENGTH, discussionErrors.titleInvalid);

export const postBody = (raw: string | undefined) =>
  checked(raw, POST_BODY_MAX_LENGTH, discussionErrors.bodyInvalid);
