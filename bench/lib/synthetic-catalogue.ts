// A catalogue made by SQL for the activity benches: series of numbered episodes in seasons, with
// lengths and credits, and comic series of books with pages. Set-based inserts (generate_series),
// so a few thousand rows take a moment, and the catalogue's statement triggers (episode counts,
// the catalogue version) fire once per table.
import type pg from 'pg';

export interface CatalogueShape {
  series: number;
  episodesPerSeries: number;
  seasonSize: number;
  comicSeries: number;
  booksPerSeries: number;
  pagesPerBook: number;
  /** Every how many series one has a premium wall on its episodes (0: none). */
  premiumEvery: number;
}

export interface SyntheticEpisode {
  uuid: string;
  seriesId: number;
  seriesUuid: string;
  number: number;
  duration: number;
}

export interface SyntheticBook {
  uuid: string;
  seriesUuid: string;
  numPages: number;
}

export interface SyntheticCatalogue {
  /** Episodes of each series, in `number` order. */
  series: SyntheticEpisode[][];
  /** Books of each comic series, in sort order. */
  comicSeries: SyntheticBook[][];
}

/** Inserts the catalogue (the database must hold no `bench-` slugs yet) and reads it back. */
export async function insertSyntheticCatalogue(
  client: pg.Client,
  shape: CatalogueShape,
): Promise<SyntheticCatalogue> {
  const seasons = Math.ceil(shape.episodesPerSeries / shape.seasonSize);
  await client.query(
    `insert into series (uuid, slug, asset_key, title, year)
     select gen_random_uuid(), 'bench-series-' || i, 'bench-series-' || i, 'Bench series ' || i, 2020
     from generate_series(1, $1::int) i`,
    [shape.series],
  );
  await client.query(
    `insert into seasons (uuid, series_id, season_number, asset_key, title)
     select gen_random_uuid(), s.id, n, s.asset_key || '-s' || n, 'Season ' || n
     from series s cross join generate_series(1, $1::int) n
     where s.slug like 'bench-series-%'`,
    [seasons],
  );
  // Episodes are numbered across seasons (the next-episode rule crosses a season's end). Lengths
  // vary from 20 to 40 minutes; every other episode has credits, which end watching before 90%.
  // One series in `premiumEvery` is behind the premium wall, which a non-premium member's feed
  // leaves out.
  await client.query(
    `insert into episodes (uuid, guid, series_id, season_id, season_num, season_position, number,
       asset_key, title, duration, timestamps, video_uuid, wall_type)
     select gen_random_uuid(), s.slug || '-e' || k, s.id, se.id, se.season_number,
       (k - 1) % $2 + 1, k, s.slug || '-e' || k, 'Episode ' || k, d.duration,
       case when k % 2 = 0 then jsonb_build_array(jsonb_build_object('label', 'credits',
         'start_seconds', d.duration - 60, 'end_seconds', d.duration, 'title', 'Skip credits'))
       else '[]'::jsonb end,
       gen_random_uuid(),
       case when $3 > 0 and s.id % $3 = 0 then 0 end
     from series s
     cross join generate_series(1, $1::int) k
     cross join lateral (select 1200 + (s.id * 131 + k * 37) % 1200 as duration) d
     join seasons se on se.series_id = s.id and se.season_number = (k - 1) / $2 + 1
     where s.slug like 'bench-series-%'`,
    [shape.episodesPerSeries, shape.seasonSize, shape.premiumEvery],
  );
  await client.query(
    `insert into comic_series (uuid, slug, asset_key, title)
     select gen_random_uuid(), 'bench-comics-' || i, 'bench-comics-' || i, 'Bench comics ' || i
     from generate_series(1, $1::int) i`,
    [shape.comicSeries],
  );
  await client.query(
    `insert into comic_books (uuid, series_id, book_type, slug, asset_key, title, issue_number, sort_index)
     select gen_random_uuid(), cs.id, 'issue', 'issue-' || k, cs.slug || '-' || k, 'Issue ' || k, k, k
     from comic_series cs cross join generate_series(1, $1::int) k
     where cs.slug like 'bench-comics-%'`,
    [shape.booksPerSeries],
  );
  await client.query(
    `insert into comic_pages (book_id, page_number, width, height)
     select b.id, p, 1600, 2400
     from comic_books b join comic_series cs on cs.id = b.series_id
     cross join generate_series(1, $1::int) p
     where cs.slug like 'bench-comics-%'`,
    [shape.pagesPerBook],
  );

  const episodes = await client.query<{
    uuid: string;
    series_id: number;
    series_uuid: string;
    number: number;
    duration: number;
  }>(
    `select e.uuid, e.series_id, s.uuid as series_uuid, e.number, e.duration
     from episodes e join series s on s.id = e.series_id
     where s.slug like 'bench-series-%' order by s.id, e.number`,
  );
  const bySeries = new Map<number, SyntheticEpisode[]>();
  for (const row of episodes.rows) {
    const list = bySeries.get(row.series_id) ?? [];
    list.push({
      uuid: row.uuid,
      seriesId: row.series_id,
      seriesUuid: row.series_uuid,
      number: row.number,
      duration: row.duration,
    });
    bySeries.set(row.series_id, list);
  }
  const books = await client.query<{ uuid: string; series_id: number; series_uuid: string }>(
    `select b.uuid, b.series_id, cs.uuid as series_uuid
     from comic_books b join comic_series cs on cs.id = b.series_id
     where cs.slug like 'bench-comics-%' order by cs.id, b.sort_index, b.id`,
  );
  const byComicSeries = new Map<number, SyntheticBook[]>();
  for (const row of books.rows) {
    const list = byComicSeries.get(row.series_id) ?? [];
    list.push({ uuid: row.uuid, seriesUuid: row.series_uuid, numPages: shape.pagesPerBook });
    byComicSeries.set(row.series_id, list);
  }
  return { series: [...bySeries.values()], comicSeries: [...byComicSeries.values()] };
}

/** Members straight into `users` (they never sign in: the hash is no hash): their ids. */
export async function insertMembers(client: pg.Client, count: number): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(
    `insert into users (id, guid, username, email, password_hash)
     select gen_random_uuid(), replace(gen_random_uuid()::text, '-', ''), 'member_' || i,
       'member_' || i || '@bench.example', '!'
     from generate_series(1, $1::int) i
     returning id`,
    [count],
  );
  return rows.map((r) => r.id);
}
