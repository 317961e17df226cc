/** Where leaving the quiz goes: a path of this site, or a web address of another. */
export type CloseTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * The quiz state's close address as a navigation target. Site paths stay in the app; http(s)
 * addresses leave it; anything else (a script URL, a protocol-relative address) is refused and
 * the main site is used instead (spec §8: disallowed protocols are refused).
 */
export function closeTarget(url: string): CloseTarget {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))
    return { kind: 'internal', to: url };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:')
      return { kind: 'external', href: parsed.href };
  } catch {
    // not an absolute address
  }
  return { kind: 'internal', to: '/' };
}
