import { isOwnedHost } from './owned-domains';

/**
 * The one rule for following an address that came from data (catalogue links, banners,
 * clickouts, CMS pages, the shop's answer, the quiz's close address). Spec accounts §8:
 * "Navigating to an external URL without permission, or to a disallowed protocol, is refused."
 *
 * - A path of this site (`/series/7`), or an http(s) address on the page's own origin, is
 *   routed inside the app.
 * - An http(s) address of another host is followed: at once on an owned domain, after the
 *   visitor agrees otherwise (SafeLink's confirm prompt).
 * - Everything else is refused: other protocols (`javascript:`, `data:`, `vbscript:`, `file:`,
 *   `blob:`...), protocol-relative addresses (`//host`), credentials (`https://a@host`),
 *   backslashes (which browsers read as slashes: `/\host`), control characters and spaces
 *   (which browsers drop: `java\tscript:`), relative words, and overlong addresses.
 */

export interface NavigationPolicy {
  /** The page's own origin (`window.location.origin`). */
  origin: string;
  /** Domains followed without asking (owned-domains.ts). */
  ownedDomains: readonly string[];
}

export type SafeTarget =
  /** A route of this app: path, search and hash. */
  | { kind: 'internal'; to: string }
  /** Another site: the normalised address, its host as shown to the visitor, and whether we own it. */
  | { kind: 'external'; href: string; host: string; owned: boolean };

/** No link we publish is longer; a longer one is refused rather than parsed. */
const MAX_LENGTH = 2048;
/** http(s), two slashes, then the authority (up to the path, query or fragment). */
const WEB_ADDRESS = /^https?:\/\/([^/?#]+)/i;

/** C0 controls, space and DEL: browsers drop or ignore them, which hides a protocol. */
function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Where an address from data may lead, or null when it is refused. */
export function resolveNavigation(raw: unknown, policy: NavigationPolicy): SafeTarget | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (url === '' || url.length > MAX_LENGTH) return null;
  if (hasControlOrSpace(url) || url.includes('\\')) return null;
  const isPath = url.startsWith('/') && !url.startsWith('//');
  const authority = WEB_ADDRESS.exec(url)?.[1];
  if (!isPath && authority === undefined) return null;
  // Credentials, even empty ones (`https://:@host`, which URL would silently drop).
  if (authority?.includes('@')) return null;

  let parsed: URL;
  try {
    parsed = new URL(url, policy.origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '' || parsed.hostname === '') return null;
  if (parsed.origin === policy.origin) {
    return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  if (isPath) return null;
  const pageHost = new URL(policy.origin).hostname;
  return {
    kind: 'external',
    href: parsed.href,
    host: parsed.host,
    owned: parsed.hostname === pageHost || isOwnedHost(parsed.hostname, policy.ownedDomains),
  };
}

/** The href an element may carry for a target: the route path, or the normalised address. */
export function hrefOf(target: SafeTarget): string {
  return target.kind === 'internal' ? target.to : target.href;
}
