export { DEFAULT_OWNED_DOMAINS, isOwnedHost, parseOwnedDomains } from './owned-domains';
export { hrefOf, resolveNavigation, type NavigationPolicy, type SafeTarget } from './safe-url';
export { navigationPolicy, useNavigationPolicy } from './navigation-policy';
