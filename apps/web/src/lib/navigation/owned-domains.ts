/**
 * The domains Fanverse owns (spec accounts §8: the analytics cross-domain linker names them).
 * Links to these hosts and their subdomains are followed without asking; any other host asks
 * first. The spec does not name them: the product's own domain is the default, and a deployment
 * lists its own, comma separated, in VITE_OWNED_DOMAINS at build time. The shop (the server's
 * SHOP_BASE_URL) must be on one of them, or every shop link asks before leaving.
 */
export const DEFAULT_OWNED_DOMAINS: readonly string[] = ['fanverse.example'];

const DOMAIN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A comma separated list of domains; entries that are no domain name are dropped. */
export function parseOwnedDomains(list: string | undefined): readonly string[] {
  if (list === undefined || list.trim() === '') return DEFAULT_OWNED_DOMAINS;
  const domains = list
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, ''),
    )
    .filter((entry) => DOMAIN.test(entry));
  return [...new Set(domains)];
}

/** A host name (already lower case and ASCII, as URL gives it) on an owned domain or below one. */
export function isOwnedHost(hostname: string, ownedDomains: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return ownedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}
