import { siteSettingsStore, type SiteSettings } from '../site-settings';
import { useStore } from '../store';
import type { NavigationPolicy } from './safe-url';

/** The page's origin; outside a browser (never in the app) a placeholder nothing matches. */
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
