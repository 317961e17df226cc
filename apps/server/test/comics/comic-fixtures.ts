import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BookType, ProgramScheduleEntry, ReadingDirection } from '@fanverse/contract';
import type { Database } from '../../src/db/schema';

/**
 * Comic rows written straight into the comics tables: one series with books of each type asked,
 * their pages and panels. Every call makes a new series (unique slugs), so a test states the rule
 * inputs it depends on (walls, plans, schedule, regions) and nothing else leaks in. Shared by the
 * comics tests (catalogue, rights, download, reading log, history).
 */
const json = (value: unknown) => JSON.stringify(value);
let seq = 0;

/** Rule inputs and content of one book; every field optional. */
export interface BookFixture {
  book_type?: BookType;
  title?: string;
  /** Spanish title (translations.es.title). */
  title_es?: string;
  issue_number?: number | null;
  sort_index?: number;
  reading_direction?: ReadingDirection;
  /** Pages in the book (default 10); page 1 of each book is a double spread when `spread_first`. */
  pages?: number;
  spread_first?: boolean;
  /** Panels drawn on each page (default 3). */
  panels_per_page?: number;
  preview_count?: number;
  wall_type?: 0 | 1 | null;
  wall_expires?: Date | null;
  program_schedule?: ProgramScheduleEntry[];
  available_in?: string[];
  premium_walled_in?: string[];
  available_plans?: string[];
  exclusive_to_plans?: string[];
  available_formats?: string[];
  tags?: string[];
  release_date?: string | null;
}

export interface ComicFixtureOptions {
  series_title?: string;
  series_title_es?: string;
  series_reading_direction?: ReadingDirection;
  series_tags?: string[];
  /** The books of the series, in order (default: three issues, numbered 1-3). */
  books?: BookFixture[];
}

export interface InsertedBook {
  id: number;
  uuid: string;
  slug: string;
  book_type: BookType;
  issue_number: number | null;
  num_pages: number;
}

export interface InsertedComics {
  series: { id: number; uuid: string; slug: string };
  books: InsertedBook[];
}

/** The page size a fixture page gets: HD 1073×1650, twice as wide for a spread. */
export const FIXTURE_PAGE = { width: 1073, height: 1650 } as const;

/** Inserts one series with its books, pages and panels; returns their ids and uuids. */
export async function insertComicFixtures(
  db: Kysely<Database>,
  opts: ComicFixtureOptions = {},
): Promise<InsertedComics> {
  seq += 1;
  const tag = `${seq}-${crypto.randomBytes(3).toString('hex')}`;
  const seriesTitle = opts.series_title ?? `Fixture Comic ${tag}`;
  const series = await db
    .insertInto('comic_series')
    .values({
      uuid: crypto.randomUUID(),
      slug: `fixture-comic-${tag}`,
      asset_key: `fixture-comic-${tag}`,
      title: seriesTitle,
      description: `The ${seriesTitle} series.`,
      publisher: 'Fixture Press',
      reading_direction: opts.series_reading_direction ?? 'ltr',
      tags: json(opts.series_tags ?? ['action']),
      translations: json(opts.series_title_es ? { es: { title: opts.series_title_es } } : {}),
    })
    .returning(['id', 'uuid', 'slug'])
    .executeTakeFirstOrThrow();

  const specs = opts.books ?? [{}, {}, {}];
  const books: InsertedBook[] = [];
  let issueCount = 0;
  for (const [index, spec] of specs.entries()) {
    const type = spec.book_type ?? 'issue';
    if (type === 'issue') issueCount += 1;
    const issueNumber =
      spec.issue_number !== undefined ? spec.issue_number : type === 'issue' ? issueCount : null;
    const title = spec.title ?? `${seriesTitle} ${type} ${index + 1}`;
    const numPages = spec.pages ?? 10;
    const book = await db
      .insertInto('comic_books')
      .values({
        uuid: crypto.randomUUID(),
        series_id: series.id,
        book_type: type,
        slug: `${type}-${index + 1}`,
        asset_key: `fixture-book-${tag}-${index + 1}`,
        title,
        description: `Book ${index + 1} of ${seriesTitle}.`,
        authors: json(['Ana Writer']),
        pencillers: json(['Ben Pencil']),
        inkers: json(['Cy Ink']),
        colorists: json(['Dee Colour']),
        cover_artists: json(['Eve Cover']),
        publisher: 'Fixture Press',
        issue_number: issueNumber,
        series_index: index + 1,
        sort_index: spec.sort_index ?? index + 1,
        reading_direction: spec.reading_direction ?? opts.series_reading_direction ?? 'ltr',
        release_date: spec.release_date === undefined ? '2024-01-01' : spec.release_date,
        available_formats: json(spec.available_formats ?? ['SD', 'HD']),
        available_plans: json(spec.available_plans ?? []),
        exclusive_to_plans: json(spec.exclusive_to_plans ?? []),
        preview_count: spec.preview_count ?? 4,
        tags: json(spec.tags ?? opts.series_tags ?? ['action']),
        wall_type: spec.wall_type ?? null,
        wall_expires: spec.wall_expires ?? null,
        program_schedule: json(spec.program_schedule ?? []),
        available_in: json(spec.available_in ?? []),
        premium_walled_in: json(spec.premium_walled_in ?? []),
        job_id: `fixture-job-${tag}-${index + 1}`,
        translations: json(spec.title_es ? { es: { title: spec.title_es } } : {}),
      })
      .returning(['id', 'uuid', 'slug', 'book_type', 'issue_number'])
      .executeTakeFirstOrThrow();
    if (numPages > 0) {
      await db
        .insertInto('comic_pages')
        .values(
          Array.from({ length: numPages }, (_, i) => ({
            book_id: book.id,
            page_number: i + 1,
            width: i === 0 && spec.spread_first ? FIXTURE_PAGE.width * 2 : FIXTURE_PAGE.width,
            height: FIXTURE_PAGE.height,
          })),
        )
        .execute();
      const panels = spec.panels_per_page ?? 3;
      if (panels > 0) {
        await db
          .insertInto('comic_panels')
          .values(
            Array.from({ length: numPages }, (_, i) =>
              Array.from({ length: panels }, (_, p) => ({
                book_id: book.id,
                page_number: i + 1,
                panel_index: p,
                start_x: 40,
                start_y: 40 + p * 500,
                size_x: 990,
                size_y: 480,
                mask_color: '#101010',
              })),
            ).flat(),
          )
          .execute();
      }
    }
    books.push({ ...book, num_pages: numPages });
  }
  return { series, books };
}

/** A program schedule entry; no times means always active (spec §4). */
export function scheduleEntry(
  type: string[],
  overrides: Partial<ProgramScheduleEntry> = {},
): ProgramScheduleEntry {
  return { start_time: null, end_time: null, type, name: 'window', plan: null, ...overrides };
}
