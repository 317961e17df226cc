import type { CollectionItem, Episode, Page, Season } from '@fanverse/contract';
import { abortError } from '@fanverse/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CollectionPage } from '../src/features/catalogue/collections/CollectionPage';
import { HomePage } from '../src/features/catalogue/home/HomePage';
import { SearchPage } from '../src/features/catalogue/search/SearchPage';
import { EpisodePage } from '../src/features/catalogue/series/EpisodePage';
import { SeriesPage } from '../src/features/catalogue/series/SeriesPage';
import { apiClient } from '../src/lib/api-client';
import { siteSettingsStore } from '../src/lib/site-settings';
import {
  asItem,
  makeCollection,
  makeEpisode,
  makeHomepage,
  makeJsonbag,
  makeSeason,
  makeSeries,
} from './catalogue-fixtures';
import { apiError, claimsFor, renderPage, signedInServices } from './fake-client';

const catalogue = apiClient.catalogue;

function page<T>(values: T[], { page: current = 1, numPages = 1 } = {}): Page<T> {
  return {
    count: values.length,
    num_pages: numPages,
    page: current,
    page_size: 20,
    values,
    links: { next: null, prev: null, url: '' },
  };
}

const EPISODE_ROUTE = '/series/:seriesId/:slug/episode/:episodeNumber';

function serveEpisodes(episodes: Episode[], series = makeSeries()) {
  vi.spyOn(catalogue, 'getSeries').mockResolvedValue(series);
  return vi.spyOn(catalogue, 'getEpisodeByNumber').mockImplementation(async (_id, number) => {
    const found = episodes.find((episode) => episode.number === Number(number));
    if (!found) throw apiError(1605);
    return found;
  });
}

beforeEach(() => siteSettingsStore.setState({ countryCode: 'US', artSourceUrl: null }));
afterEach(() => siteSettingsStore.setState({ countryCode: null }));

describe('episode page', () => {
  const registrationWall = {
    requires_premium_code: false,
    status: 'approved',
    wall_restriction: null,
    wall_expires: null,
    wall_type: 1,
  } as const;
  const premiumWall = { ...registrationWall, wall_type: 0 } as const;

  it('asks an anonymous visitor to sign up for a registration-walled episode', async () => {
    serveEpisodes([makeEpisode({ number: 2 }), makeEpisode({ number: 3, video: registrationWall })]);
    renderPage(<EpisodePage />, { pattern: EPISODE_ROUTE, path: '/series/7/lanterns-of-vell/episode/3' });

    expect(await screen.findByRole('heading', { level: 1, name: 'The Wick Market' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign up to watch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe(
      '/register?next=%2Fseries%2F7%2Flanterns-of-vell%2Fepisode%2F3',
    );
    expect(screen.queryByRole('link', { name: 'Play episode' })).toBeNull();
    expect(screen.getByText('Season 1, episode 3')).toBeTruthy();
    expect(screen.getByText('24 min')).toBeTruthy();
    expect(document.title).toBe('The Wick Market — Lanterns of Vell — Fanverse');
  });

  it('lets a signed-in member past the registration wall', async () => {
    serveEpisodes([makeEpisode({ number: 3, video: registrationWall })]);
    renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: '/series/7/lanterns-of-vell/episode/3',
      services: await signedInServices({ getClaims: () => Promise.resolve(claimsFor('registered')) }),
    });
    expect(await screen.findByRole('link', { name: 'Play episode' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign up to watch' })).toBeNull();
  });

  it('shows a free episode with no wall, and links the episodes either side', async () => {
    serveEpisodes([
      makeEpisode({ number: 2, title: 'Oil and Ash' }),
      makeEpisode({ number: 3 }),
      makeEpisode({ number: 4, title: 'Night Ferry' }),
    ]);
    renderPage(<EpisodePage />, { pattern: EPISODE_ROUTE, path: '/series/7/lanterns-of-vell/episode/3' });
    expect(await screen.findByRole('link', { name: 'Play episode' })).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'More episodes' });
    expect((await within(more).findByRole('link', { name: /Oil and Ash/ })).getAttribute('href')).toBe(
      '/series/7/lanterns-of-vell/episode/2',
    );
    expect((await within(more).findByRole('link', { name: /Night Ferry/ })).getAttribute('href')).toBe(
      '/series/7/lanterns-of-vell/episode/4',
    );
  });

  it('asks a member for premium on a premium-walled episode', async () => {
    serveEpisodes([makeEpisode({ number: 3, video: premiumWall })]);
    renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: '/series/7/lanterns-of-vell/episode/3',
      services: await signedInServices(),
    });
    expect(await screen.findByRole('heading', { name: 'Go premium to watch' })).toBeTruthy();
  });

  it('says an episode is not available in a country the series is not offered in', async () => {
    serveEpisodes([makeEpisode({ number: 3 })], makeSeries({ available_in: ['GB', 'IE'] }));
    renderPage(<EpisodePage />, { pattern: EPISODE_ROUTE, path: '/series/7/lanterns-of-vell/episode/3' });
    expect(await screen.findByRole('heading', { name: 'Not available in your region' })).toBeTruthy();
  });

  it('puts the series’ own slug in the address', async () => {
    serveEpisodes([makeEpisode({ number: 3 })]);
    const { router } = renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: '/series/7/old-name/episode/3',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/series/7/lanterns-of-vell/episode/3'));
  });

  it('explains a missing episode in the visitor’s language', async () => {
    serveEpisodes([]);
    renderPage(<EpisodePage />, {
      pattern: EPISODE_ROUTE,
      path: '/series/7/lanterns-of-vell/episode/99',
      locale: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No hemos encontrado esto' })).toBeTruthy();
    expect(screen.getByText('No se encontró el episodio')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});

describe('series page', () => {
  it('shows the series, its seasons and the chosen season’s episodes, with the season in the address', async () => {
    vi.spyOn(catalogue, 'getSeries').mockResolvedValue(
      makeSeries({ trailer: '00000000-0000-4000-8000-0000000000aa' }),
    );
    const seasons: Season[] = [makeSeason({ season_number: 1 }), makeSeason({ season_number: 2 })];
    vi.spyOn(catalogue, 'getSeasons').mockResolvedValue(page(seasons));
    const seasonEpisodes = vi.spyOn(catalogue, 'getSeasonEpisodes').mockImplementation(async (_id, season) =>
      page([
        makeEpisode({
          number: Number(season) * 10,
          season_num: Number(season),
          title: `Chapter of season ${season}`,
        }),
      ]),
    );
    vi.spyOn(catalogue, 'getCast').mockResolvedValue([]);
    vi.spyOn(catalogue, 'getClips').mockResolvedValue(page([]));

    const { router } = renderPage(<SeriesPage />, {
      pattern: '/series/:seriesId/:slug',
      path: '/series/7/lanterns-of-vell',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lanterns of Vell' })).toBeTruthy();
    expect(screen.getByText('Ines Harrow')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Watch the trailer' }).getAttribute('href')).toBe(
      '/clips/00000000-0000-4000-8000-0000000000aa',
    );
    expect(await screen.findByText('Chapter of season 1')).toBeTruthy();

    const seasonsNav = screen.getByRole('navigation', { name: 'Seasons' });
    expect(within(seasonsNav).getByRole('link', { name: 'Season 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await act(async () => {
      fireEvent.click(within(seasonsNav).getByRole('link', { name: 'Season 2' }));
    });
    expect(await screen.findByText('Chapter of season 2')).toBeTruthy();
    expect(router.state.location.search).toBe('?season=2');
    expect(seasonEpisodes).toHaveBeenLastCalledWith(
      '7',
      2,
      { page: 1, sort: 'asc' },
      expect.objectContaining({ lang: 'en' }),
    );
  });
});

describe('home page', () => {
  it('draws the masthead and a rail per collection, with a way to see all of it', async () => {
    const series = makeSeries();
    const masthead = makeCollection([asItem.jsonbag(makeJsonbag())], { slug: 'featured', title: 'Featured' });
    masthead.metadata.layout = 'masthead';
    vi.spyOn(catalogue, 'getHomepage').mockResolvedValue(
      makeHomepage([
        asItem.collection(masthead),
        asItem.collection(makeCollection([asItem.series(series)])),
        asItem.jsonbag(
          makeJsonbag({
            slug: 'go-premium',
            metadata: {
              ...makeJsonbag().metadata,
              title: 'Every episode, no waiting',
              url: '/pages/premium',
            },
          }),
        ),
      ]),
    );
    renderPage(<HomePage />, { pattern: '/', path: '/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Every story. Every hero. One universe.' }),
    ).toBeTruthy();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    expect(within(featured).getByRole('heading', { level: 2, name: 'Winter premieres' })).toBeTruthy();
    expect(
      within(featured)
        .getByRole('link', { name: /^See the line-up/ })
        .getAttribute('href'),
    ).toBe('/collections/winter-premieres');
    // A banner between rails keeps its place, below the rail before it.
    const banner = screen.getByRole('region', { name: 'Every episode, no waiting' });
    expect(
      within(banner)
        .getByRole('link', { name: /See the line-up/ })
        .getAttribute('href'),
    ).toBe('/pages/premium');
    const rail = screen.getByRole('region', { name: 'Fan favourites' });
    expect(
      within(rail)
        .getByRole('link', { name: /Lanterns of Vell/ })
        .getAttribute('href'),
    ).toBe('/series/7/lanterns-of-vell');
    expect(
      within(rail)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/collections/fan-favourites');
    expect(catalogue.getHomepage).toHaveBeenCalledWith(
      'home',
      { withitems: true },
      expect.objectContaining({ lang: 'en' }),
    );
    // Tiles load their art lazily, in modern formats, at the kind's size.
    const img = within(rail).getByRole('presentation', { hidden: true }) as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('/art/series/lanterns-of-vell/thumb.jpg');
    expect(img.getAttribute('width')).toBe('720');
    expect(img.parentElement?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain(
      '/art/series/lanterns-of-vell/thumb-320w.avif 320w',
    );
  });

  it('treats a cancelled homepage call as still loading, never as a failure', async () => {
    vi.spyOn(catalogue, 'getHomepage').mockRejectedValue(abortError('Superseded by a newer request'));
    renderPage(<HomePage />, { pattern: '/', path: '/' });
    await waitFor(() => expect(catalogue.getHomepage).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });

  it('shows a failed homepage with its translated reason and a retry', async () => {
    // As the client does (spec §8): the failure is kept under `homepage` and swallowed.
    vi.spyOn(catalogue, 'getHomepage').mockImplementation(() =>
      apiClient.errors.run('homepage', () => Promise.reject(apiError(1850)), { swallow: true }),
    );
    renderPage(<HomePage />, { pattern: '/', path: '/' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No Homepage Found')).toBeTruthy();
  });
});

describe('collection page', () => {
  it('reads the page from the address and pages through the items', async () => {
    const items: CollectionItem[] = [asItem.series(makeSeries({ title: 'Second page series' }))];
    vi.spyOn(catalogue, 'getCollectionBySlug').mockResolvedValue(makeCollection([], { item_count: 25 }));
    const itemsCall = vi
      .spyOn(catalogue, 'getCollectionItemsBySlug')
      .mockImplementation(async (_slug, query) => ({
        page: Number(query?.page),
        page_size: 20,
        num_pages: 2,
        values: items,
      }));
    const { router } = renderPage(<CollectionPage />, {
      pattern: '/collections/:slug',
      path: '/collections/fan-favourites?page=2',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fan favourites' })).toBeTruthy();
    expect(await screen.findByText('Second page series')).toBeTruthy();
    expect(itemsCall).toHaveBeenCalledWith('fan-favourites', { page: 2, page_size: 20 }, expect.anything());
    expect(screen.getByText('25 items')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Previous' }));
    });
    expect(router.state.location.search).toBe('');
    await waitFor(() =>
      expect(itemsCall).toHaveBeenCalledWith('fan-favourites', { page: 1, page_size: 20 }, expect.anything()),
    );
  });
});

describe('search page', () => {
  it('searches for words typed into the server-rendered box before the app took the page over', async () => {
    vi.spyOn(catalogue, 'search').mockResolvedValue(page<CollectionItem>([asItem.series(makeSeries())]));
    const { router } = renderPage(<SearchPage />, {
      pattern: '/search',
      path: '/search',
      serverRendered: (markup) => {
        markup.querySelector<HTMLInputElement>('input[type="search"]')!.value = 'lantern';
      },
    });
    const box = screen.getByRole<HTMLInputElement>('searchbox', {
      name: 'Search series, episodes and clips',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?q=lantern'));
    expect(box.value).toBe('lantern');
  });

  it('searches as the visitor types, groups results by type, and remembers submitted words', async () => {
    const search = vi
      .spyOn(catalogue, 'search')
      .mockImplementation(async ({ q }) =>
        q === 'lantern'
          ? page<CollectionItem>([asItem.episode(makeEpisode()), asItem.series(makeSeries())])
          : page<CollectionItem>([]),
      );
    const { router } = renderPage(<SearchPage />, { pattern: '/search', path: '/search' });
    const box = screen.getByRole('searchbox', { name: 'Search series, episodes and clips' });
    fireEvent.change(box, { target: { value: 'lantern' } });
    await waitFor(() => expect(router.state.location.search).toBe('?q=lantern'));
    expect(await screen.findByText('2 results for “lantern”')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Series', 'Episodes']);
    expect(search).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'lantern', page: 1, types: ['Series', 'Episode', 'Clip'] }),
      expect.anything(),
    );
    // Typing alone does not fill the recent searches; submitting does.
    expect(localStorage.getItem('recentSearches')).toBeNull();
    fireEvent.submit(box.closest('form')!);
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['lantern']);

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No results for “zzz”.')).toBeTruthy();
  });

  it('offers the recent searches while the box is empty, newest first', async () => {
    localStorage.setItem('recentSearches', JSON.stringify(['moon', 'lantern', 'Moon', 7, 'ferry']));
    vi.spyOn(catalogue, 'search').mockResolvedValue(page<CollectionItem>([]));
    const { router } = renderPage(<SearchPage />, { pattern: '/search', path: '/search' });
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear', 'moon', 'lantern', 'ferry']);
    await act(async () => {
      fireEvent.click(within(recent).getByRole('button', { name: 'ferry' }));
    });
    expect(router.state.location.search).toBe('?q=ferry');
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['ferry', 'moon', 'lantern']);
  });
});
