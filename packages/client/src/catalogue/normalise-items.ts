import { SERVER_ITEM_TYPES, type NormalisedItemType, type ServerItemType } from '@fanverse/contract';

/** What normalisation reads off an item: its server type and the fields that refine it. */
export interface ItemTypeSource {
  item_type: string;
  cms_page_type?: string;
  is_film?: boolean;
}

/** An item with the type screens pick its tile and link by (spec §3 client-side set). */
export type NormalisedItem<T extends ItemTypeSource> = T & { displayType: NormalisedItemType };

/** Spec §3: "An item type outside the supported set is an error." */
export class UnsupportedItemTypeError extends Error {
  override readonly name = 'UnsupportedItemTypeError';

  constructor(readonly itemType: string) {
    super(`Unsupported collection item type "${itemType}"`);
  }
}

const SERVER_TYPES: ReadonlySet<string> = new Set(SERVER_ITEM_TYPES);

/** Server spellings that name a type of the set under another name. */
const ALIASES: Readonly<Record<string, ServerItemType>> = { ClickoutImage: 'ClickoutObject' };

/**
 * The client-side item type (spec §3): ClickoutImage is a ClickoutObject; a CMS page of type
 * encyclopedia is an Encyclopedia and of type news an Article; a film series is a Movie; a shop
 * product is a ShopItem. Other supported types stay as they are; anything else throws.
 */
export function normaliseItemType(item: ItemTypeSource): NormalisedItemType {
  const serverType = ALIASES[item.item_type] ?? item.item_type;
  if (!SERVER_TYPES.has(serverType)) throw new UnsupportedItemTypeError(item.item_type);
  switch (serverType as ServerItemType) {
    case 'CMSPage':
      if (item.cms_page_type === 'encyclopedia') return 'Encyclopedia';
      if (item.cms_page_type === 'news') return 'Article';
      return 'CMSPage';
    case 'Series':
      return item.is_film === true ? 'Movie' : 'Series';
    case 'ShopifyProduct':
      return 'ShopItem';
    default:
      return serverType as ServerItemType;
  }
}

/** Every value with its normalised type; one unsupported value throws, as the spec says. */
export function normaliseItems<T extends ItemTypeSource>(values: readonly T[]): NormalisedItem<T>[] {
  return values.map((value) => ({ ...value, displayType: normaliseItemType(value) }));
}
