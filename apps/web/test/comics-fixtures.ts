import type { BrowseComics, ComicBook, ComicHistoryItem, ComicSeries, Page } from '@fanverse/contract';

/** Comic replies shaped as the contract says, for the comics page tests. */
export const SERIES_UUID = '7b2e1d8f-3c4e-4f6a-9b0c-1d2e3f4a5b6c';
export const BOOK_UUID = '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';

export function makeBook(overrides: Partial<ComicBook> = {}): ComicBook {
  const uuid = overrides.uuid ?? BOOK_UUID;
  const slug = overrides.slug ?? 'the-lantern-keepers-1';
  return {
    uuid,
    slug,
    asset_key: 'lantern-1',
    title: 'The First Night',
    description: 'A keeper climbs the tower.',
    book_type: 'issue',
    age_rating: '12+',
    authors: ['Ada Wren'],
    pencillers: ['Bo Lind'],
    inkers: ['Cy Marsh'],
    colorists: ['Di Holt'],
    cover_artists: ['Ed Vale'],
    imprint: 'Nightlight',
    publisher: 'Fanverse Comics',
    issue_number: 1,
    series_index: 1,
    sort_index: 1,
    series_title: 'The Lantern Keepers',
    series_uuid: SERIES_UUID,
    reading_direction: 'ltr',
    release_date: '2026-01-15',
    first_released: '2026-01-15',
    preorder_date: null,
    print_release: null,
    available_formats: ['SD', 'HD'],
    available_plans: [],
    exclusive_to_plans: [],
    est_available: false,
    job_id: 'job-1',
    modified_on: '2026-01-15T00:00:00Z',
    preview_images: ['/api/comics/1/book/x/preview/1', '/api/comics/1/book/x/preview/2'],
    tags: ['fantasy'],
    metadata: {},
    pages: [
      { page_number: 1, image: '/api/comics/1/book/x/preview/1', size: { width: 1073, height: 1650 } },
      { page_number: 2, image: '/api/comics/1/book/x/preview/2', size: { width: 2146, height: 1650 } },
      { page_number: 3, image: null, size: { width: 1073, height: 1650 } },
    ],
    num_pages: 3,
    wall_type: null,
    wall_expires: null,
    program_schedule: [],
    url: `/comics/book/${uuid}/${slug}`,
    ...overrides,
  };
}

export function makeComicSeries(overrides: Partial<ComicSeries> = {}): ComicSeries {
  return {
    uuid: SERIES_UUID,
    slug: 'the-lantern-keepers',
    asset_key: 'lantern',
    title: 'The Lantern Keepers',
    description: 'Keepers of the last light.',
    age_rating: '12+',
    publisher: 'Fanverse Comics',
    reading_direction: 'ltr',
    tags: ['fantasy'],
    num_books: { issue: 2, annual: 1 },
    book_uuids: {
      issue: [BOOK_UUID, '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5c'],
      annual: ['6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5d'],
    },
    issue_numbers: [1, 2],
    url: `/comics/series/${SERIES_UUID}/the-lantern-keepers`,
    ...overrides,
  };
}

export function comicPage<T>(values: T[], { page = 1, numPages = 1, count = values.length } = {}): Page<T> {
  return {
    count,
    num_pages: numPages,
    page,
    page_size: 24,
    values,
    links: { next: null, prev: null, url: '' },
  };
}

export function makeBrowse(overrides: Partial<BrowseComics> = {}): BrowseComics {
  return {
    masthead: {
      title: 'The Lantern Keepers',
      description: 'Keepers of the last light.',
      cta_text: 'Start the story',
      image: '/art/comicseries/lantern/hero.jpg',
      series_uuid: SERIES_UUID,
      url: `/comics/series/${SERIES_UUID}/the-lantern-keepers`,
    },
    filter_sections: [
      {
        key: 'book_type',
        title: 'Book type',
        options: [
          { value: 'issue', label: 'Issues', count: 20 },
          { value: 'annual', label: 'Annuals', count: 3 },
        ],
      },
    ],
    sorts: [
      { key: 'newest', label: 'Newest' },
      { key: 'title', label: 'Title' },
    ],
    categories: [{ slug: 'fantasy', title: 'Fantasy', count: 7 }],
    filter_sets: [
      { slug: 'new-annuals', title: 'New annuals', filters: { book_type: 'annual' }, sort: 'newest' },
    ],
    ...overrides,
  };
}

export function makeHistoryItem(overrides: Partial<ComicHistoryItem> = {}): ComicHistoryItem {
  return {
    air_date: '2026-01-15',
    book: {
      uuid: BOOK_UUID,
      title: 'The First Night',
      slug: 'the-lantern-keepers-1',
      asset_key: 'lantern-1',
      book_type: 'issue',
      series_uuid: SERIES_UUID,
      series_title: 'The Lantern Keepers',
      issue_number: 1,
      num_pages: 3,
      url: `/comics/book/${BOOK_UUID}/the-lantern-keepers-1`,
    },
    book_uuid: BOOK_UUID,
    container_type: 'series',
    container_uuid: SERIES_UUID,
    episode_number: 1,
    event_ts: '2026-02-01T10:00:00Z',
    is_watched: false,
    page_index: 1,
    panel_index: 2,
    series_id: SERIES_UUID,
    timestamp: 1_769_940_000_000,
    ...overrides,
  };
}
