import type { IconName } from '../../../components/ui/Icon';

export type HomeAreaId = 'series' | 'comics' | 'lists' | 'quiz' | 'shop' | 'premium';

export interface HomeArea {
  id: HomeAreaId;
  icon: IconName;
  /** Where the area lives once it opens; until then it is listed as coming soon. */
  to?: string;
  /** An area on the shop's own site, reached through `/shop/{name}`. */
  shop?: string;
}

/**
 * The areas of Fanverse, in the order home lists them below the rails. Later issues add a `to`
 * as each area opens; nothing here pretends to be open before it is.
 */
export const HOME_AREAS: readonly HomeArea[] = [
  { id: 'series', icon: 'play', to: '/browse' },
  { id: 'comics', icon: 'book' },
  { id: 'lists', icon: 'list' },
  { id: 'quiz', icon: 'spark', to: '/myoriginstory' },
  { id: 'shop', icon: 'bag', shop: 'homepage' },
  { id: 'premium', icon: 'star' },
];
