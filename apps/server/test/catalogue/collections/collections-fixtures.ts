import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServerItemType } from '@fanverse/contract';
import type { Database } from '../../../src/db/schema';

/**
 * Collections and the items they hold, written straight into the tables (independent of the
 * demo generator):
 *
 * - "Harbour Lights", one series with one season of 45 episodes (Spanish title on the series).
 * - `mixed` (positions 1-12): the series, episodes 1 and 2, a banner, three databags (open
 *   window, ended, not started yet), a CMS page, a clickout, two shop products (USD, JPY) and
 *   the nested `all-episodes` collection. Spanish title; metadata with a thumbnail override.
 * - `all-episodes`: the 45 episodes in positions 1-45 (three pages of 20).
 * - `empty`: no items.
 * - The `home` homepage: rails `mixed`, the banner, `all-episodes`, the open databag, the
 *   ended databag (left out) and `empty`, with a Spanish title. No `browse` homepage.
 */
const json = (value: unknown) => JSON.stringify(value);
const uuid = () => crypto.randomUUID();
const DAY = 86_400_000;

export interface Ref {
  id?: number;
  uuid: string;
  slug?: string;
}

export interface CollectionsFixture {
  series: Ref;
  episodes: Ref[];
  collections: { mixed: Ref; allEpisodes: Ref; empty: Ref; home: Ref };
  homepage: Ref;
  jsonbag: Ref;
  databags: { open: Ref; ended: Ref; future: Ref };
  cmsPage: Ref;
  clickout: Ref;
  products: { usd: Ref; jpy: Ref };
}

async function insertCollection(
  db: Kysely<Database>,
  values: { slug: string; title: string; metadata?: object; translations?: object; layout?: string },
): Promise<Ref> {
  const row = await db
    .insertInto('collections')
    .values({
      uuid: uuid(),
      slug: values.slug,
      asset_key: values.slug,
      title: values.title,
      layout: values.layout ?? 'rail',
      content_type: 'mixed',
      metadata: json(values.metadata ?? {}),
      translations: json(values.translations ?? {}),
    })
    .returning(['id', 'uuid', 'slug'])
    .executeTakeFirstOrThrow();
  return row;
}

async function insertItems(db: Kysely<Database>, collectionId: number, refs: [ServerItemType, string][]) {
  await db
    .insertInto('collection_items')
    .values(
      refs.map(([item_type, item_uuid], i) => ({
        collection_id: collectionId,
        position: i + 1,
        item_type,
        item_uuid,
      })),
    )
    .execute();
}

export async function insertCollectionsFixture(db: Kysely<Database>): Promise<CollectionsFixture> {
  const series = await db
    .insertInto('series')
    .values({
      uuid: uuid(),
      slug: 'harbour-lights',
      asset_key: 'harbour-lights',
      title: 'Harbour Lights',
      year: 2022,
      translations: json({ es: { title: 'Luces del Puerto' } }),
    })
    .returning(['id', 'uuid', 'slug'])
    .executeTakeFirstOrThrow();
  const season = await db
    .insertInto('seasons')
    .values({
      uuid: uuid(),
      series_id: series.id,
      season_number: 1,
      asset_key: 'harbour-lights-s1',
      title: 'Season 1',
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const episodes = await db
    .insertInto('episodes')
    .values(
      Array.from({ length: 45 }, (_, i) => ({
        uuid: uuid(),
        guid: `harbour-${i + 1}`,
        series_id: series.id,
        season_id: season.id,
        season_num: 1,
        season_position: i + 1,
        number: i + 1,
        asset_key: `harbour-lights-e${i + 1}`,
        title: `Beacon ${i + 1}`,
        release_date: '2022-03-01',
        video_uuid: uuid(),
      })),
    )
    .returning(['id', 'uuid', 'number'])
    .execute();
  episodes.sort((a, b) => a.number - b.number);

  const jsonbag = await db
    .insertInto('jsonbags')
    .values({
      uuid: uuid(),
      slug: 'spring-banner',
      asset_key: 'spring-banner',
      description: 'The spring season banner',
      metadata: json({
        title: 'Spring arrives',
        cta_text: 'Watch now',
        cta_description: 'New episodes every Friday',
        url: '/series/1/harbour-lights',
        external_clickout: false,
        clickout_type: 'series',
        item_type: 'Series',
        masthead_color: '#203040',
      }),
      translations: json({ es: { title: 'Llega la primavera', cta_text: 'Ver ahora' } }),
    })
    .returning(['id', 'uuid', 'slug'])
    .executeTakeFirstOrThrow();

  const allEpisodes = await insertCollection(db, { slug: 'all-episodes', title: 'All episodes' });
  await insertItems(
    db,
    allEpisodes.id!,
    episodes.map((e) => ['Episode', e.uuid]),
  );
  const empty = await insertCollection(db, { slug: 'empty', title: 'Nothing yet' });

  const now = Date.now();
  const databag = async (title: string, start: number | null, end: number | null) =>
    db
      .insertInto('databags')
      .values({
        uuid: uuid(),
        title,
        description: `${title} promotion`,
        collection_id: allEpisodes.id!,
        start_at: start === null ? null : new Date(start),
        end_at: end === null ? null : new Date(end),
        translations: json({ es: { title: `${title} (es)` } }),
      })
      .returning(['id', 'uuid'])
      .executeTakeFirstOrThrow();
  const databags = {
    open: await databag('Open window', now - DAY, now + DAY),
    ended: await databag('Ended', now - 3 * DAY, now - DAY),
    future: await databag('Not yet', now + DAY, null),
  };

  const cmsPage = await db
    .insertInto('cms_pages')
    .values({
      uuid: uuid(),
      slug: 'about-the-harbour',
      title: 'About the harbour',
      description: 'How the lights came to be',
      body: 'First paragraph.\n\nSecond paragraph.',
      author: 'Mara Quill',
      cms_page_type: 'news',
      template: 'not-a-template',
      publish_date: new Date('2024-02-03T04:05:06Z'),
      tags: json(['harbour', 'history']),
      masthead_background: '#102030',
      asset_key: 'about-the-harbour',
      translations: json({ es: { title: 'Sobre el puerto', body: 'Primer párrafo.' } }),
    })
    .returning(['uuid', 'slug'])
    .executeTakeFirstOrThrow();

  const clickout = await db
    .insertInto('clickout_objects')
    .values({
      uuid: uuid(),
      slug: 'lighthouse-tour',
      title: 'Lighthouse tour',
      url: 'https://example.org/tour',
      cta_label: 'Book',
      asset_key: 'lighthouse-tour',
      metadata: json({ partner: 'Harbour Board' }),
      tags: json(['event']),
      translations: json({ es: { cta_label: 'Reservar' } }),
    })
    .returning(['uuid', 'slug'])
    .executeTakeFirstOrThrow();

  const product = (name: string, price_minor: number, currency_code: string) =>
    db
      .insertInto('shop_products')
      .values({
        uuid: uuid(),
        name,
        asset_key: name,
        title: `${name} title`,
        description: 'A thing to own',
        price_minor,
        currency_code,
        premium_only: currency_code === 'JPY',
      })
      .returning(['uuid', 'name as slug'])
      .executeTakeFirstOrThrow();
  const products = {
    usd: await product('beacon-mug', 2499, 'USD'),
    jpy: await product('beacon-pin', 1500, 'JPY'),
  };

  const mixed = await insertCollection(db, {
    slug: 'mixed',
    title: 'Harbour picks',
    layout: 'hero-rail',
    metadata: {
      thumbnail: '/art/collection/custom/thumb.jpg',
      plan_type: 'premium',
      upsell_text_es: 'Hazte premium',
    },
    translations: { es: { title: 'Selección del puerto' } },
  });
  await insertItems(db, mixed.id!, [
    ['Series', series.uuid],
    ['Episode', episodes[0]!.uuid],
    ['Episode', episodes[1]!.uuid],
    ['Jsonbag', jsonbag.uuid],
    ['Databag', databags.open.uuid],
    ['Databag', databags.ended.uuid],
    ['Databag', databags.future.uuid],
    ['CMSPage', cmsPage.uuid],
    ['ClickoutObject', clickout.uuid],
    ['ShopifyProduct', products.usd.uuid],
    ['ShopifyProduct', products.jpy.uuid],
    ['Collection', allEpisodes.uuid],
  ]);

  const home = await insertCollection(db, { slug: 'home-rails', title: 'Home rails' });
  await insertItems(db, home.id!, [
    ['Collection', mixed.uuid],
    ['Jsonbag', jsonbag.uuid],
    ['Collection', allEpisodes.uuid],
    ['Databag', databags.open.uuid],
    ['Databag', databags.ended.uuid],
    ['Collection', empty.uuid],
  ]);
  const homepage = await db
    .insertInto('homepages')
    .values({
      flavor: 'home',
      uuid: uuid(),
      title: 'Home',
      collection_id: home.id!,
      translations: json({ es: { title: 'Inicio' } }),
    })
    .returning(['uuid'])
    .executeTakeFirstOrThrow();

  return {
    series,
    episodes,
    collections: { mixed, allEpisodes, empty, home },
    homepage,
    jsonbag,
    databags,
    cmsPage,
    clickout,
    products,
  };
}
