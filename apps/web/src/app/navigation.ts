import type { ParseKeys } from 'i18next';

export interface NavItem {
  to: string;
  labelKey: ParseKeys;
  /** Active only on an exact match (the home link). */
  end?: boolean;
}

/** The one list behind the header and footer navigation; each new section adds its entry here. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.home', end: true },
  { to: '/myoriginstory', labelKey: 'nav.quiz' },
];
