import type { ParseKeys } from 'i18next';
import { PATHS } from '../lib/paths';

export interface NavItem {
  to: string;
  labelKey: ParseKeys;
  /** Active only on an exact match (the home link). */
  end?: boolean;
  /** Who the entry is for; everyone when absent. */
  audience?: 'anonymous' | 'signed-in';
}

/** The one list behind the header and footer navigation; each new section adds its entry here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, labelKey: 'nav.home', end: true },
  { to: '/browse', labelKey: 'nav.browse' },
  { to: '/comics', labelKey: 'nav.comics' },
  { to: '/search', labelKey: 'nav.search' },
  { to: '/boards', labelKey: 'discussions.nav' },
  // Fan events (issue 24): anyone may browse them; signing up asks for an account.
  { to: '/events', labelKey: 'nav.events' },
  { to: '/myoriginstory', labelKey: 'nav.quiz' },
];

/**
 * The footer's account column. The header has its own account corner (sign in and register, or
 * the member's menu), so these are not repeated in the main navigation.
 */
export const ACCOUNT_NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.login, labelKey: 'nav.signIn', audience: 'anonymous' },
  { to: PATHS.register, labelKey: 'nav.register', audience: 'anonymous' },
  { to: PATHS.forgotPassword, labelKey: 'nav.forgotPassword', audience: 'anonymous' },
  { to: PATHS.account, labelKey: 'nav.account', audience: 'signed-in' },
  { to: '/lists', labelKey: 'nav.lists', audience: 'signed-in' },
  { to: PATHS.terms, labelKey: 'nav.terms' },
  { to: PATHS.privacy, labelKey: 'nav.privacy' },
];

/** The entries a visitor sees, by whether they are signed in. */
export function visibleItems(items: readonly NavItem[], signedIn: boolean): NavItem[] {
  return items.filter((item) => !item.audience || item.audience === (signedIn ? 'signed-in' : 'anonymous'));
}
