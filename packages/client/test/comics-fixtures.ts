import type { ComicBook, ComicDownload, ComicSeries, Page } from '@fanverse/contract';

/** Replies shaped as the contract says, for the comics client tests. */
export const BOOK = '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5b';
export const SERIES = '7b2e1d8f-3c4e-4f6a-9b0c-1d2e3f4a5b6c';

export function book(overrides: Partial<ComicBook> = {}): ComicBook {
  return {
    uuid: BOOK,
    slug: 'the-lantern-keepers-1',
    asset_key: 'lantern-1',
    title: 'The Lantern Keepers #1',
    description: 'The first night.',
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
    series_uuid: SERIES,
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
    preview_images: ['/comics/p/1.webp'],
    tags: ['fantasy'],
    metadata: {},
    pages: [{ page_number: 1, image: '/comics/p/1.webp', size: { width: 1073, height: 1650 } }],
    num_pages: 1,
    wall_type: null,
    wall_expires: null,
    program_schedule: [],
    url: `/comics/book/${BOOK}/the-lantern-keepers-1`,
    ...overrides,
  };
}

export function series(overrides: Partial<ComicSeries> = {}): ComicSeries {
  return {
    uuid: SERIES,
    slug: 'the-lantern-keepers',
    asset_key: 'lantern',
    title: 'The Lantern Keepers',
    description: 'Keepers of the last light.',
    age_rating: '12+',
    publisher: 'Fanverse Comics',
    reading_direction: 'ltr',
    tags: ['fantasy'],
    num_books: { issue: 1 },
    book_uuids: { issue: [BOOK] },
    issue_numbers: [1],
    url: `/comics/series/${SERIES}/the-lantern-keepers`,
    ...overrides,
  };
}

export function page<T>(values: T[], overrides: Partial<Page<T>> = {}): Page<T> {
  return {
    count: values.length,
    num_pages: 1,
    page: 1,
    page_size: 20,
    links: { next: null, prev: null, url: '/x' },
    values,
    ...overrides,
  };
}

/** Download reply page `n` of `pages`, with two images numbered from (n - 1) * 2 + 1. */
export function download(n: number, pages: number, expires = '2026-02-01T00:00:00Z'): ComicDownload {
  const image = (pageNumber: number) => ({
    page_number: pageNumber,
    width: 1073,
    height: 1650,
    panels: [{ start_x: 0, start_y: 0, size_x: 1073, size_y: 1650, mask_color: '#101820' }],
    signed_url: `/p/${pageNumber}.webp?sig=x`,
    thumbnail_url: `/p/${pageNumber}-t.webp?sig=x`,
  });
  return {
    uuid: BOOK,
    job_id: 'job-1',
    format: 'webp',
    quality: 'SD',
    page: n,
    page_size: 2,
    num_pages: pages,
    num_images: pages * 2,
    expires_at: expires,
    images: [image((n - 1) * 2 + 1), image((n - 1) * 2 + 2)],
  };
}
