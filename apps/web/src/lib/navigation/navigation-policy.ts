import { siteSettingsStore, type SiteSettings } from '../site-settings';
import { useStore } from '../store';
import type { NavigationPolicy } from './safe-url';

/**
 * The page's origin. Outside a browser (server-side tests) there is none: the reserved `.invalid`
 * host (RFC 2606) stands in, so no address from data is ever taken for this site.
 */
function pageOrigin(): string {
  return globalThis.location?.origin ?? 'http://invalid';
}

/** The policy now: this page's origin and the owned domains of the site settings. */
export function navigationPolicy(): NavigationPolicy {
  return { origin: pageOrigin(), ownedDomains: siteSettingsStore.getState().ownedDomains };
}

const selectOwnedDomains = (settings: SiteSettings) => settings.ownedDomains;

/** The same, for components: re-renders if the owned domains change. */
export function useNavigationPolicy(): NavigationPolicy {
  const ownedDomains = useStore(siteSettingsStore, selectOwnedDomains);
  return { origin: pageOrigin(), ownedDomains };
}
