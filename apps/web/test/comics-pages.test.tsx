import type { BrowseBooksQuery } from '@fanverse/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComicBookPage } from '../src/features/comics/book/ComicBookPage';
import { ComicsHomePage } from '../src/features/comics/home/ComicsHomePage';
import { ComicSeriesPage } from '../src/features/comics/series/ComicSeriesPage';
import { apiClient } from '../src/lib/api-client';
import {
  BOOK_UUID,
  SERIES_UUID,
  comicPage,
  makeBook,
  makeBrowse,
  makeComicSeries,
  makeHistoryItem,
} from './comics-fixtures';
import { asItem, makeCollection, makeHomepage } from './catalogue-fixtures';
import { apiError, claimsFor, renderPage, signedInServices } from './fake-client';

const comics = apiClient.comics;

afterEach(() => {
  vi.restoreAllMocks();
});

/** The `comics` homepage flavor: one rail of comic series (a visitor picks a series there). */
function serveRails() {
  const series = { ...makeComicSeries(), item_type: 'ComicSeries' } as const;
  const rail = makeCollection([series], { title: 'Comic Series' });
  return vi
    .spyOn(apiClient.catalogue, 'getHomepage')
    .mockResolvedValue(makeHomepage([asItem.collection(rail)]));
}

/** A promise that never settles: the page stays in its loading state. */
const pending = <T,>() => new Promise<T>(() => undefined);

const HOME = '/comics';
const SERIES_ROUTE = '/comics/series/:uuid/:slug?';
const BOOK_ROUTE = '/comics/book/:uuid/:slug?';
const BOOK_PATH = `/comics/book/${BOOK_UUID}/the-lantern-keepers-1`;
const SERIES_PATH = `/comics/series/${SERIES_UUID}/the-lantern-keepers`;

describe('comics home', () => {
  beforeEach(() => {
    serveRails();
  });

  it('holds the results’ room with cover-shaped placeholders while loading', async () => {
    vi.spyOn(comics, 'browse').mockReturnValue(pending());
    vi.spyOn(comics, 'browseBooks').mockReturnValue(pending());
    vi.spyOn(apiClient.catalogue, 'getHomepage').mockReturnValue(pending());
    renderPage(<ComicsHomePage />, { pattern: HOME, path: HOME });
    expect(screen.getByRole('heading', { level: 1, name: 'Comics' })).toBeTruthy();
    // The rails' placeholder, and the results' one: twelve covers, announced once.
    const statuses = await screen.findAllByRole('status');
    const results = statuses.find((status) => status.querySelectorAll('li').length === 12);
    expect(results && within(results).getByText('Loading…')).toBeTruthy();
  });

  it('shows the masthead, picks, categories, filters, sorts and the books', async () => {
    vi.spyOn(comics, 'browse').mockResolvedValue(makeBrowse());
    const books = vi.spyOn(comics, 'browseBooks').mockResolvedValue(comicPage([makeBook()]));
    renderPage(<ComicsHomePage />, { pattern: HOME, path: HOME });

    expect(await screen.findByRole('heading', { name: 'The Lantern Keepers', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start the story/ }).getAttribute('href')).toBe(SERIES_PATH);
    expect(screen.getByRole('link', { name: 'New annuals' }).getAttribute('href')).toBe(
      '/comics?book_type=annual&sort=newest',
    );
    expect(screen.getByRole('link', { name: 'Fantasy 7' }).getAttribute('href')).toBe('/comics?tag=fantasy');
    expect(screen.getByRole('link', { name: 'Annuals 3' }).getAttribute('href')).toBe(
      '/comics?book_type=annual',
    );
    // "Any" is the choice when no filter of the section is set; the first sort is the default.
    expect(screen.getByRole('link', { name: 'Any' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Newest' }).getAttribute('aria-current')).toBe('true');

    const list = await screen.findByRole('list', { name: 'Books that match' });
    const card = within(list).getByRole('link');
    expect(card.getAttribute('href')).toBe(BOOK_PATH);
    expect(card.textContent).toContain('#1');
    expect(card.textContent).toContain('The Lantern Keepers');
    expect(books).toHaveBeenCalledWith({ page: 1, page_size: 24 }, expect.anything());
  });

  it('shows the comics homepage’s rails, whose series tiles lead to the series page', async () => {
    vi.spyOn(comics, 'browse').mockResolvedValue(makeBrowse());
    vi.spyOn(comics, 'browseBooks').mockResolvedValue(comicPage([makeBook()]));
    renderPage(<ComicsHomePage />, { pattern: HOME, path: HOME });
    const rail = await screen.findByRole('region', { name: 'Comic Series' });
    expect(
      within(rail)
        .getByRole('link', { name: /The Lantern Keepers/ })
        .getAttribute('href'),
    ).toBe(SERIES_PATH);
    expect(apiClient.catalogue.getHomepage).toHaveBeenCalledWith(
      'comics',
      { withitems: true },
      expect.anything(),
    );
  });

  it('asks for the books the address chooses, dropping values the server would refuse', async () => {
    vi.spyOn(comics, 'browse').mockResolvedValue(makeBrowse());
    const books = vi.spyOn(comics, 'browseBooks').mockResolvedValue(comicPage([makeBook()]));
    renderPage(<ComicsHomePage />, {
      pattern: HOME,
      path: '/comics?book_type=annual&sort=title&reading_direction=up&tag=%3Cscript%3E',
    });
    await screen.findByRole('list', { name: 'Books that match' });
    const query: BrowseBooksQuery = { book_type: 'annual', sort: 'title', page: 1, page_size: 24 };
    expect(books).toHaveBeenCalledWith(query, expect.anything());
    expect(screen.getByRole('link', { name: 'Annuals 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Title' }).getAttribute('aria-current')).toBe('true');
  });

  it('loads more below the first page, and the new page’s first book takes the focus', async () => {
    vi.spyOn(comics, 'browse').mockResolvedValue(makeBrowse());
    const second = makeBook({
      uuid: '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5e',
      slug: 'the-lantern-keepers-2',
      title: 'The Second Night',
      issue_number: 2,
    });
    const books = vi
      .spyOn(comics, 'browseBooks')
      .mockImplementation(async (query) =>
        query?.page === 2
          ? comicPage([second], { page: 2, numPages: 2, count: 2 })
          : comicPage([makeBook()], { numPages: 2, count: 2 }),
      );
    renderPage(<ComicsHomePage />, { pattern: HOME, path: HOME });

    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const secondCard = await screen.findByRole('link', { name: /The Second Night/ });
    expect(screen.getByRole('link', { name: /The First Night/ })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(secondCard));
    expect(books).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when nothing matches, with a way back to every book', async () => {
    vi.spyOn(comics, 'browse').mockResolvedValue(makeBrowse());
    vi.spyOn(comics, 'browseBooks').mockResolvedValue(comicPage([]));
    renderPage(<ComicsHomePage />, { pattern: HOME, path: '/comics?tag=nothing' });
    expect(await screen.findByText('No books match these filters yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/comics');
  });

  it('reports a failed browse and retries it', async () => {
    const browse = vi.spyOn(comics, 'browse').mockRejectedValueOnce(apiError(9999));
    browse.mockResolvedValue(makeBrowse());
    vi.spyOn(comics, 'browseBooks').mockResolvedValue(comicPage([makeBook()]));
    renderPage(<ComicsHomePage />, { pattern: HOME, path: HOME });
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Fantasy 7' })).toBeTruthy();
  });

  it('speaks Spanish', async () => {
    vi.spyOn(comics, 'browse').mockResolvedValue(makeBrowse());
    vi.spyOn(comics, 'browseBooks').mockResolvedValue(comicPage([]));
    renderPage(<ComicsHomePage />, { pattern: HOME, path: HOME, locale: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cómics' })).toBeTruthy();
    expect(await screen.findByText('Todavía no hay libros con estos filtros.')).toBeTruthy();
  });
});

describe('comic series page', () => {
  function serveSeries() {
    vi.spyOn(comics, 'getSeries').mockResolvedValue(makeComicSeries());
    return vi.spyOn(comics, 'getSeriesBooks').mockImplementation(async (_uuid, type) =>
      type === 'annual'
        ? comicPage([
            makeBook({
              uuid: '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5d',
              title: 'Winter Annual',
              book_type: 'annual',
              issue_number: null,
            }),
          ])
        : comicPage([makeBook()]),
    );
  }

  it('shows the series, its book types as tabs and the issues first', async () => {
    const books = serveSeries();
    const history = vi.spyOn(apiClient.activity, 'searchHistory');
    renderPage(<ComicSeriesPage />, { pattern: SERIES_ROUTE, path: SERIES_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lantern Keepers' })).toBeTruthy();
    expect(screen.getByText('Keepers of the last light.')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Book types' });
    expect(within(tabs).getByRole('link', { name: 'Issues 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(tabs).getByRole('link', { name: 'Annuals 1' }).getAttribute('href')).toBe(
      `${SERIES_PATH}?type=annual`,
    );
    expect(await screen.findByRole('link', { name: /#1\s*The First Night/ })).toBeTruthy();
    expect(books).toHaveBeenCalledWith(SERIES_UUID, 'issue', { page: 1, sort: 'asc' }, expect.anything());
    expect(screen.getByRole('link', { name: 'Start reading' }).getAttribute('href')).toBe(
      `/comics/read/${BOOK_UUID}`,
    );
    // A visitor has no history: nothing is asked, nothing is offered.
    expect(history).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Continue reading/ })).toBeNull();
  });

  it('lists the annuals on their tab', async () => {
    const books = serveSeries();
    renderPage(<ComicSeriesPage />, { pattern: SERIES_ROUTE, path: `${SERIES_PATH}?type=annual` });
    expect(await screen.findByRole('link', { name: /Annual\s*Winter Annual/ })).toBeTruthy();
    expect(books).toHaveBeenCalledWith(SERIES_UUID, 'annual', { page: 1, sort: 'asc' }, expect.anything());
  });

  it('offers a member to continue where they stopped', async () => {
    serveSeries();
    const history = vi
      .spyOn(apiClient.activity, 'searchHistory')
      .mockResolvedValue({ videos: [], comics: [makeHistoryItem({ page_index: 1 })] });
    renderPage(<ComicSeriesPage />, {
      pattern: SERIES_ROUTE,
      path: SERIES_PATH,
      services: await signedInServices(),
    });
    const link = await screen.findByRole('link', { name: /Continue reading/ });
    expect(link.getAttribute('href')).toBe(`/comics/read/${BOOK_UUID}`);
    expect(link.textContent).toContain('The First Night, page 2 of 3');
    // The member's activity, asked with every book of the series (makeComicSeries' book_uuids).
    expect(history).toHaveBeenCalledWith(
      {
        comic_uuids: [
          BOOK_UUID,
          '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5c',
          '6a1f0c7e-2b3d-4e5f-8a9b-0c1d2e3f4a5d',
        ],
      },
      expect.anything(),
    );
  });

  it('puts the series’ own slug in the address', async () => {
    serveSeries();
    const { router } = renderPage(<ComicSeriesPage />, {
      pattern: SERIES_ROUTE,
      path: `/comics/series/${SERIES_UUID}?type=annual`,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(SERIES_PATH));
    expect(router.state.location.search).toBe('?type=annual');
  });

  it('a missing series is a not-found page', async () => {
    vi.spyOn(comics, 'getSeries').mockRejectedValue(apiError(1721));
    renderPage(<ComicSeriesPage />, { pattern: SERIES_ROUTE, path: SERIES_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('comic book page', () => {
  it('shows a loading placeholder first', () => {
    vi.spyOn(comics, 'getBook').mockReturnValue(pending());
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH });
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('a free book: cover, credits, details, previews and "Read now" to the reader', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook());
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'The First Night' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cover of The First Night' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Read now/ }).getAttribute('href')).toBe(
      `/comics/read/${BOOK_UUID}`,
    );
    const credits = screen.getByRole('region', { name: 'Credits' });
    for (const [role, name] of [
      ['Written by', 'Ada Wren'],
      ['Pencils', 'Bo Lind'],
      ['Inks', 'Cy Marsh'],
      ['Colours', 'Di Holt'],
      ['Cover', 'Ed Vale'],
    ]) {
      expect(within(credits).getByText(role!).nextElementSibling?.textContent).toBe(name);
    }
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Nightlight')).toBeTruthy();
    expect(within(details).getByText('January 15, 2026')).toBeTruthy();
    const previews = screen.getAllByRole('img', { name: /^Preview: page/ });
    expect(previews.map((img) => img.getAttribute('alt'))).toEqual([
      'Preview: page 1 of The First Night',
      'Preview: page 2 of The First Night',
    ]);
    // The spread keeps its own proportions.
    expect(previews[1]?.getAttribute('width')).toBe('2146');
    expect(screen.queryByRole('region', { name: /premium/i })).toBeNull();
  });

  it('an anonymous visitor on a premium book sees the previews and the premium prompt, no read button', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 0 }));
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH });
    expect(await screen.findByRole('heading', { name: 'Go premium to read' })).toBeTruthy();
    expect(screen.getByText('This book is part of Fanverse Premium.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Already premium? Sign in' }).getAttribute('href')).toContain(
      '/login?',
    );
    expect(screen.getAllByRole('img', { name: /^Preview: page/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Read now/ })).toBeNull();
  });

  it('a registered member is asked for premium on a premium book', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 0 }));
    renderPage(<ComicBookPage />, {
      pattern: BOOK_ROUTE,
      path: BOOK_PATH,
      services: await signedInServices({ getClaims: () => Promise.resolve(claimsFor('registered')) }),
    });
    expect(await screen.findByRole('heading', { name: 'Go premium to read' })).toBeTruthy();
    // Signed in already: no sign-in link.
    expect(screen.queryByRole('link', { name: 'Already premium? Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Read now/ })).toBeNull();
  });

  it('a registration wall asks a visitor to sign up', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 1 }));
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH });
    expect(await screen.findByRole('heading', { name: 'Sign up to read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up free' })).toBeTruthy();
  });

  it('a member reads a registration-walled book', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 1 }));
    renderPage(<ComicBookPage />, {
      pattern: BOOK_ROUTE,
      path: BOOK_PATH,
      services: await signedInServices({ getClaims: () => Promise.resolve(claimsFor('registered')) }),
    });
    expect(await screen.findByRole('link', { name: /Read now/ })).toBeTruthy();
  });

  it('a premium member reads a premium book', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 0 }));
    renderPage(<ComicBookPage />, {
      pattern: BOOK_ROUTE,
      path: BOOK_PATH,
      services: await signedInServices({ getClaims: () => Promise.resolve(claimsFor('premium')) }),
    });
    expect(await screen.findByRole('link', { name: /Read now/ })).toBeTruthy();
  });

  it('a missing book is a not-found page, with nothing to try again', async () => {
    vi.spyOn(comics, 'getBook').mockRejectedValueOnce(apiError(1721));
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: 'We couldn’t find this' })).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a server failure offers to try again', async () => {
    const get = vi.spyOn(comics, 'getBook').mockRejectedValueOnce(apiError(9999));
    get.mockResolvedValue(makeBook());
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH });
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The First Night' })).toBeTruthy();
  });

  it('in Spanish', async () => {
    vi.spyOn(comics, 'getBook').mockResolvedValue(makeBook({ wall_type: 0 }));
    renderPage(<ComicBookPage />, { pattern: BOOK_ROUTE, path: BOOK_PATH, locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Hazte premium para leer' })).toBeTruthy();
    expect(screen.getAllByText('15 de enero de 2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Créditos' })).toBeTruthy();
  });
});
