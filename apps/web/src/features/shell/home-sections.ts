import type { IconName } from '../../components/ui/Icon';

export type HomeSectionId = 'series' | 'comics' | 'lists' | 'quiz' | 'shop' | 'premium';

export interface HomeSection {
  id: HomeSectionId;
  icon: IconName;
  /** Where the section lives once it opens; until then it is listed as coming soon. */
  to?: string;
}

/**
 * The areas of Fanverse, in the order the start page shows them. Later issues add a `to` (and
 * richer content) as each area opens; nothing here pretends to be a catalogue.
 */
export const HOME_SECTIONS: readonly HomeSection[] = [
  { id: 'series', icon: 'play' },
  { id: 'comics', icon: 'book' },
  { id: 'lists', icon: 'list' },
  { id: 'quiz', icon: 'spark' },
  { id: 'shop', icon: 'bag' },
  { id: 'premium', icon: 'star' },
];
