import { cmsPageSchema, type CmsPage, type Locale } from '@fanverse/contract';
import { artUrl } from '../catalogue/art-url';
import { translated } from '../catalogue/translate';
import type { CmsPageRow } from './cms-pages.repository';
import { oneOf, toIso } from './wire-values';

const TEMPLATES = cmsPageSchema.shape.template.options;
const DEFAULT_TEMPLATE = { page: 'page', news: 'article', encyclopedia: 'encyclopedia' } as const;

/**
 * A CMS page. Its art is a banner asset (the `banners` kinds of spec §9):
 * `large` is the wide masthead (hero, 1920×640) across the top of the page, `logo` the square
 * mark (mobile, 800×800), `thumbnail` the 16:9 tile (hero-c2, 3840×2160, which tiles load
 * through its 320–1920 px srcset widths, never at full size).
 */
export function toCmsPage(row: CmsPageRow, lang: Locale): CmsPage {
  return {
    uuid: row.uuid,
    slug: row.slug,
    title: translated(row, 'title', row.title, lang),
    description: translated(row, 'description', row.description, lang),
    body: translated(row, 'body', row.body, lang),
    author: row.author,
    cms_page_type: row.cms_page_type,
    template: oneOf(TEMPLATES, row.template, DEFAULT_TEMPLATE[row.cms_page_type] ?? 'page'),
    path: `/pages/${row.slug}`,
    publish_date: toIso(row.publish_date),
    tags: row.tags,
    masthead_background: row.masthead_background,
    asset_key: row.asset_key,
    large: artUrl('banners', row.asset_key, 'hero'),
    logo: artUrl('banners', row.asset_key, 'mobile'),
    thumbnail: artUrl('banners', row.asset_key, 'hero-c2'),
  };
}
