import { navigationPolicy } from '../../lib/navigation/navigation-policy';
import { resolveNavigation, type NavigationPolicy } from '../../lib/navigation/safe-url';

/** Where leaving the quiz goes: a path of this site, or a web address of another. */
export type CloseTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

const MAIN_SITE: CloseTarget = { kind: 'internal', to: '/' };

/**
 * The quiz state's close address as a navigation target, by the one navigation rule
 * (lib/navigation): site paths stay in the app; addresses on owned domains leave it. Leaving
 * happens without a click, so nobody is there to give permission for another host: that, and
 * anything refused outright (a script URL, a protocol-relative address), goes to the main site
 * instead (spec §8: external navigation without permission, and disallowed protocols, are refused).
 */
export function closeTarget(url: string, policy: NavigationPolicy = navigationPolicy()): CloseTarget {
  const target = resolveNavigation(url, policy);
  if (!target) return MAIN_SITE;
  if (target.kind === 'internal') return { kind: 'internal', to: target.to };
  return target.owned ? { kind: 'external', href: target.href } : MAIN_SITE;
}
