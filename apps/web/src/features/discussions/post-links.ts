/**
 * Splits plain post text into text and web links. Only http(s) addresses written out in full
 * become links; everything else, `javascript:` addresses and markup included, stays text.
 */
export type PostPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation right after an address belongs to the sentence, not the address. */
const TRAILING = /[.,;:!?'")\]}*_~]+$/;

/** The address as a safe href (parsed, http or https only), or null. */
export function safeWebHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function trimAddress(candidate: string): string {
  let text = candidate.replace(TRAILING, '');
  // Keep a closing parenthesis the address opened itself (Wikipedia-style addresses).
  if (candidate.slice(text.length).startsWith(')') && text.includes('(') && !text.includes(')')) {
    text += ')';
  }
  return text;
}

export function splitPostLine(line: string): PostPart[] {
  const parts: PostPart[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_CANDIDATE)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeWebHref(address);
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) });
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

/** The text's lines (any line ending), each split into parts. */
export function splitPostText(text: string): PostPart[][] {
  return text.split(/\r\n|\r|\n/).map(splitPostLine);
}
