import { type ProgramScheduleEntry, type ServerItemType } from '@fanverse/contract';
import type { Insertable } from 'kysely';
import type { CollectionsTable } from '../../../db/schema-catalogue';
import type { ArtMotif } from '../../../media/art-spec';
import { artRow, cycleMotif, seasonPalette, type ArtRow } from '../../demo/art-specs';
import { addDays, isoDate, utcDay } from '../../demo/calendar';
import type { Palette, Text } from '../../demo/content/types';
import { demoCollectionRow } from '../../demo/collection-rows';
import { demoUuid } from '../../demo/demo-ids';
import type { ComicBooksTable, ComicSeriesTable } from '../comics.schema';
import type { BookAccess } from './content-types';
import { DEMO_COMIC_SERIES, demoComicBooks, type DemoComicBook } from './demo-books';
import { COMIC_RENDERER_VERSION } from './page-render';
import { demoPageLayout } from './page-svg';

/**
 * The demo comics as table rows, built from the content without touching the database. Books
 * name their series by uuid and pages and panels their book by uuid; the writer resolves the
 * serial ids as it inserts. Dates are relative to `now`, like the video catalogue's.
 */

export type SeriesRow = Insertable<ComicSeriesTable>;
export type BookRow = Omit<Insertable<ComicBooksTable>, 'series_id'> & { seriesUuid: string };
export interface PageRow {
  bookUuid: string;
  page_number: number;
  width: number;
  height: number;
}
export interface PanelRow {
  bookUuid: string;
  page_number: number;
  panel_index: number;
  start_x: number;
  start_y: number;
  size_x: number;
  size_y: number;
  mask_color: string;
}

export type CollectionRow = Insertable<CollectionsTable>;

export interface ComicsDemoRows {
  series: SeriesRow[];
  books: BookRow[];
  pages: PageRow[];
  panels: PanelRow[];
  art: ArtRow[];
  collections: CollectionRow[];
  collectionItems: {
    collectionSlug: string;
    position: number;
    item_type: ServerItemType;
    item_uuid: string;
  }[];
  homepage: { flavor: string; uuid: string; title: string; collectionSlug: string; translations: string };
  /** The rail the `home` homepage gains (appended to its collection of rails). */
  homeRail: { homeCollectionSlug: string; collectionSlug: string };
}

const json = (value: unknown) => JSON.stringify(value);
const es = (fields: Record<string, string>) => json({ es: fields });

/** The plan whose members get the exclusive book (the video catalogue's annual plan). */
export const EXCLUSIVE_PLAN = 'premium-annual';
/** Premium for the first two weeks after release, then open to everyone. */
const EARLY_ACCESS_DAYS = 14;

function walls(access: BookAccess | undefined, released: number) {
  const always = { start_time: null, end_time: null, plan: null };
  const none = {
    wall_type: null,
    wall_expires: null,
    program_schedule: [] as ProgramScheduleEntry[],
    exclusive: [] as string[],
  };
  switch (access) {
    case undefined:
      return none;
    case 'premium':
      return { ...none, wall_type: 0 as const };
    case 'registered':
      return { ...none, wall_type: 1 as const };
    case 'premium-until':
      return { ...none, wall_type: 0 as const, wall_expires: new Date(addDays(released, EARLY_ACCESS_DAYS)) };
    case 'exclusive':
      return { ...none, wall_type: 0 as const, exclusive: [EXCLUSIVE_PLAN] };
    case 'schedule':
      // A free reading week for everyone from its release, then for members only.
      return {
        ...none,
        program_schedule: [
          {
            start_time: new Date(released).toISOString(),
            end_time: new Date(addDays(released, 7)).toISOString(),
            type: ['anonymous'],
            name: 'free-reading-week',
            plan: null,
          },
          { ...always, type: ['registered'], name: 'members' },
        ],
      };
  }
}

function bookRow(book: DemoComicBook, today: number): BookRow {
  const { def, series } = book;
  const released = addDays(today, -def.releasedDaysAgo) + 15 * 3_600_000;
  const access = walls(def.access, released);
  const typeRank = { issue: 0, annual: 1, collected: 2 }[def.type];
  return {
    uuid: book.uuid,
    seriesUuid: book.seriesUuid,
    book_type: def.type,
    slug: book.slug,
    asset_key: book.assetKey,
    title: def.title.en,
    description: def.description.en,
    age_rating: series.ageRating,
    authors: json(series.credits.authors),
    pencillers: json(series.credits.pencillers),
    inkers: json(series.credits.inkers),
    colorists: json(series.credits.colorists),
    cover_artists: json(series.credits.coverArtists),
    imprint: series.imprint,
    publisher: series.publisher,
    issue_number: def.type === 'issue' ? def.number : null,
    series_index: book.indexInType,
    sort_index: typeRank * 1000 + def.number,
    reading_direction: series.readingDirection,
    release_date: isoDate(released),
    first_released: isoDate(released),
    preorder_date: isoDate(addDays(released, -28)),
    // Issues reach print a week after the digital release; collected editions are print first.
    print_release: def.type === 'collected' ? isoDate(addDays(released, -7)) : isoDate(addDays(released, 7)),
    available_formats: json(['SD', 'HD']),
    available_plans: json([]),
    exclusive_to_plans: json(access.exclusive),
    est_available: def.type === 'collected',
    preview_count: 4,
    tags: json([...series.tags, ...(def.tags ?? [])]),
    metadata: json({ page_count: def.pages, demo: true }),
    wall_type: access.wall_type,
    wall_expires: access.wall_expires,
    program_schedule: json(access.program_schedule),
    available_in: json([]),
    premium_walled_in: json([]),
    job_id: `demo-comics-${COMIC_RENDERER_VERSION}-${book.uuid.slice(0, 8)}`,
    modified_on: new Date(released),
    translations: es({ title: def.title.es, description: def.description.es }),
  };
}

/** Cover colours of a book: the series' own, main and accent swapped on every other book. */
const bookPalette = (palette: Palette, index: number): Palette => seasonPalette(palette, index + 1);
const COVER_MOTIFS: [ArtMotif, ...ArtMotif[]] = ['portrait', 'burst', 'halftone', 'shards', 'rings', 'waves'];

interface CollectionDef {
  slug: string;
  title: Text;
  description: Text;
  layout: 'rail' | 'hero-rail' | 'grid';
  contentType: string;
  container: string | null;
  palette: Palette;
  motif: ArtMotif;
  items: { type: ServerItemType; uuid: string }[];
}

function collectionDefs(books: readonly DemoComicBook[], rows: readonly BookRow[]): CollectionDef[] {
  const released = rows
    .filter((r) => typeof r.release_date === 'string')
    .sort(
      (a, b) => String(b.release_date).localeCompare(String(a.release_date)) || a.uuid.localeCompare(b.uuid),
    );
  const bookItem = (uuid: string) => ({ type: 'Book' as const, uuid });
  const premium = rows.filter((r) => r.wall_type === 0);
  const BRAND: Palette = ['#1a1433', '#ff6f59', '#ffd166'];
  return [
    {
      slug: 'comics-new',
      title: { en: 'New Comics', es: 'Cómics nuevos' },
      description: {
        en: 'The latest issues, newest first.',
        es: 'Los últimos números, del más reciente al más antiguo.',
      },
      layout: 'rail',
      contentType: 'book',
      container: 'comics',
      palette: BRAND,
      motif: 'halftone',
      items: released.slice(0, 12).map((r) => bookItem(r.uuid)),
    },
    {
      slug: 'comics-series',
      title: { en: 'Comic Series', es: 'Series de cómic' },
      description: {
        en: 'Every series, from the first issue.',
        es: 'Todas las series, desde el primer número.',
      },
      layout: 'hero-rail',
      contentType: 'comicseries',
      container: 'comics',
      palette: ['#0f1f2e', '#56cfe1', '#fdfcdc'],
      motif: 'rings',
      items: DEMO_COMIC_SERIES.map((s) => ({
        type: 'ComicSeries' as const,
        uuid: books.find((b) => b.series === s)!.seriesUuid,
      })),
    },
    {
      slug: 'comics-right-to-left',
      title: { en: 'Read Right to Left', es: 'Se lee de derecha a izquierda' },
      description: {
        en: 'Manga-style chapters, turned the other way.',
        es: 'Capítulos al estilo manga, pasando las páginas al revés.',
      },
      layout: 'rail',
      contentType: 'book',
      container: 'comics',
      palette: ['#0e1630', '#7fd1ff', '#ffd6f0'],
      motif: 'burst',
      items: books.filter((b) => b.series.readingDirection === 'rtl').map((b) => bookItem(b.uuid)),
    },
    {
      slug: 'comics-vertical',
      title: { en: 'Scroll Stories', es: 'Historias para deslizar' },
      description: {
        en: 'Long vertical strips, read top to bottom.',
        es: 'Tiras verticales largas, de arriba abajo.',
      },
      layout: 'rail',
      contentType: 'book',
      container: 'comics',
      palette: ['#04151f', '#1f8a70', '#bef0e5'],
      motif: 'waves',
      items: books.filter((b) => b.series.readingDirection === 'vertical').map((b) => bookItem(b.uuid)),
    },
    {
      slug: 'comics-collected',
      title: { en: 'Collected Editions and Annuals', es: 'Recopilatorios y anuales' },
      description: {
        en: 'Whole arcs and double-length specials.',
        es: 'Arcos completos y especiales de doble extensión.',
      },
      layout: 'grid',
      contentType: 'book',
      container: 'comics',
      palette: ['#2b1d0e', '#e09f3e', '#fff3e0'],
      motif: 'stripes',
      items: books.filter((b) => b.def.type !== 'issue').map((b) => bookItem(b.uuid)),
    },
    {
      slug: 'comics-premium',
      title: { en: 'Premium Comics', es: 'Cómics premium' },
      description: {
        en: 'Early chapters and specials for premium members.',
        es: 'Capítulos anticipados y especiales para miembros premium.',
      },
      layout: 'rail',
      contentType: 'book',
      container: 'comics',
      palette: ['#1b1a2e', '#c9a227', '#e8e3d3'],
      motif: 'grid',
      items: premium.map((r) => bookItem(r.uuid)),
    },
  ];
}

/** The rails of the `comics` homepage, in order. */
const COMICS_RAILS = 'comics-rails';
const HOME_RAILS = 'home-rails';

export function planDemoComics(now: Date = new Date()): ComicsDemoRows {
  const today = utcDay(now);
  const books = demoComicBooks();
  const rows: ComicsDemoRows = {
    series: [],
    books: [],
    pages: [],
    panels: [],
    art: [],
    collections: [],
    collectionItems: [],
    homepage: {
      flavor: 'comics',
      uuid: demoUuid('homepage:comics'),
      title: 'Comics',
      collectionSlug: COMICS_RAILS,
      translations: es({ title: 'Cómics' }),
    },
    homeRail: { homeCollectionSlug: HOME_RAILS, collectionSlug: 'comics-new' },
  };
  for (const series of DEMO_COMIC_SERIES) {
    const first = books.find((b) => b.series === series)!;
    rows.series.push({
      uuid: first.seriesUuid,
      slug: series.slug,
      asset_key: series.slug,
      title: series.title.en,
      description: series.description.en,
      age_rating: series.ageRating,
      publisher: series.publisher,
      reading_direction: series.readingDirection,
      tags: json(series.tags),
      translations: es({ title: series.title.es, description: series.description.es }),
    });
    rows.art.push(artRow('comicseries', series.slug, series.palette, series.motif));
  }
  books.forEach((book, i) => {
    rows.books.push(bookRow(book, today));
    rows.art.push(
      artRow('book', book.assetKey, bookPalette(book.series.palette, i), cycleMotif(COVER_MOTIFS, i)),
    );
    book.pages.forEach((size, p) => {
      const page_number = p + 1;
      rows.pages.push({ bookUuid: book.uuid, page_number, ...size });
      demoPageLayout(book, page_number).panels.forEach((panel, panel_index) =>
        rows.panels.push({
          bookUuid: book.uuid,
          page_number,
          panel_index,
          start_x: panel.start_x,
          start_y: panel.start_y,
          size_x: panel.size_x,
          size_y: panel.size_y,
          mask_color: panel.mask_color,
        }),
      );
    });
  });

  const defs = collectionDefs(books, rows.books);
  const rails: CollectionDef = {
    slug: COMICS_RAILS,
    title: { en: 'Comics', es: 'Cómics' },
    description: {
      en: 'New issues, every series, manga and scroll stories.',
      es: 'Números nuevos, todas las series, manga e historias para deslizar.',
    },
    layout: 'rail',
    contentType: 'collection',
    container: null,
    palette: ['#1a1433', '#ff6f59', '#ffd166'],
    motif: 'halftone',
    items: defs.map((d) => ({ type: 'Collection', uuid: demoUuid(`collection:${d.slug}`) })),
  };
  for (const def of [...defs, rails]) {
    rows.collections.push(demoCollectionRow(def));
    rows.art.push(artRow('collection', def.slug, def.palette, def.motif));
    def.items.forEach((item, position) =>
      rows.collectionItems.push({
        collectionSlug: def.slug,
        position,
        item_type: item.type,
        item_uuid: item.uuid,
      }),
    );
  }
  return rows;
}
