import { EMBER_HARBOR } from './series-ember-harbor';
import { MISSING_MINUTES } from './series-missing-minutes';
import { ORBIT_DINER } from './series-orbit-diner';
import { PAPER_COMETS } from './series-paper-comets';
import { QUIET_ARCHIVE } from './series-quiet-archive';
import { TIDECALL } from './series-tidecall';
import type { SeriesDef } from './types';

/** Series in insert order: their serial ids follow this order on a fresh catalogue. */
export const DEMO_SERIES: SeriesDef[] = [
  EMBER_HARBOR,
  QUIET_ARCHIVE,
  ORBIT_DINER,
  TIDECALL,
  MISSING_MINUTES,
  PAPER_COMETS,
];

export { DEMO_GENRES } from './genres';
export { STUDIO_CLIPS } from './studio-clips';
export { DEMO_BANNERS } from './banners';
export { DEMO_CMS_PAGES } from './cms-pages';
export { DEMO_CLICKOUTS } from './clickouts';
export { DEMO_SHOP_PRODUCTS } from './shop-products';
export { DEMO_COLLECTIONS, DEMO_DATABAGS, DEMO_HOMEPAGES } from './collections';
