import { describe, expect, it } from 'vitest';
import { NORMALISED_ITEM_TYPES, SERVER_ITEM_TYPES } from '@fanverse/contract';
import { UnsupportedItemTypeError, normaliseItemType, normaliseItems, type ItemTypeSource } from '../../src';
import { cmsPage, itemsPage, series } from './fixtures';

describe('normaliseItemType (spec §3 client-side set)', () => {
  it.each([
    [{ item_type: 'ClickoutImage' }, 'ClickoutObject'],
    [{ item_type: 'ClickoutObject' }, 'ClickoutObject'],
    [{ item_type: 'CMSPage', cms_page_type: 'encyclopedia' }, 'Encyclopedia'],
    [{ item_type: 'CMSPage', cms_page_type: 'news' }, 'Article'],
    [{ item_type: 'CMSPage', cms_page_type: 'page' }, 'CMSPage'],
    [{ item_type: 'CMSPage' }, 'CMSPage'],
    [{ item_type: 'Series', is_film: true }, 'Movie'],
    [{ item_type: 'Series', is_film: false }, 'Series'],
    [{ item_type: 'ShopifyProduct' }, 'ShopItem'],
  ] as const)('%j → %s', (item, expected) => {
    expect(normaliseItemType(item)).toBe(expected);
  });

  const unchanged = SERVER_ITEM_TYPES.filter((t) => !['CMSPage', 'Series', 'ShopifyProduct'].includes(t));
  it.each(unchanged)('%s stays as it is', (type) => {
    expect(normaliseItemType({ item_type: type })).toBe(type);
  });

  it('every result is in the normalised set', () => {
    for (const type of [...SERVER_ITEM_TYPES, 'ClickoutImage']) {
      expect(NORMALISED_ITEM_TYPES).toContain(normaliseItemType({ item_type: type }));
    }
  });

  it.each(['Podcast', 'series', '', 'Movie', 'ShopItem'])('an unsupported type "%s" throws', (type) => {
    expect(() => normaliseItemType({ item_type: type })).toThrow(UnsupportedItemTypeError);
    expect(() => normaliseItemType({ item_type: type })).toThrow(
      `Unsupported collection item type "${type}"`,
    );
    try {
      normaliseItemType({ item_type: type });
    } catch (error) {
      expect((error as UnsupportedItemTypeError).itemType).toBe(type);
    }
  });
});

describe('normaliseItems', () => {
  it('adds displayType to every value and keeps the fields', () => {
    const values = [
      ...itemsPage().values,
      { ...series({ is_film: true }), item_type: 'Series' as const },
      { ...cmsPage, cms_page_type: 'news' as const, item_type: 'CMSPage' as const },
    ];
    const normalised = normaliseItems(values);
    expect(normalised.map((v) => v.displayType)).toEqual(['Series', 'Episode', 'Movie', 'Article']);
    expect(normalised[0]).toMatchObject(values[0]!);
  });

  it('one unsupported value throws', () => {
    const values: ItemTypeSource[] = [{ item_type: 'Series' }, { item_type: 'Hologram' }];
    expect(() => normaliseItems(values)).toThrow(UnsupportedItemTypeError);
  });
});
