import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  artRefFromPath,
  kindFor,
  nextTileIndex,
  Pager,
  Rail,
  pagerEntries,
  readPageParam,
  searchWithPage,
  ShopLink,
  slugify,
  targetOf,
  tileOf,
  WallPrompt,
} from '../src/components/catalogue';
import { apiClient } from '../src/lib/api-client';
import {
  asItem,
  makeEpisode,
  makeJsonbag,
  makeSeason,
  makeSeries,
  makeShopProduct,
} from './catalogue-fixtures';
import { renderWithProviders } from './render';

describe('pager', () => {
  it('lists every page when there are few', () => {
    expect(pagerEntries(1, 1)).toEqual([1]);
    expect(pagerEntries(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the ends and the neighbours, with gaps for the rest', () => {
    expect(pagerEntries(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerEntries(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerEntries(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pagerEntries(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pagerEntries(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });

  it('clamps a current page out of range and shows nothing without pages', () => {
    expect(pagerEntries(99, 3)).toEqual([1, 2, 3]);
    expect(pagerEntries(1, 0)).toEqual([]);
  });

  it('reads ?page= as a whole number from 1, anything else as page 1', () => {
    const page = (search: string) => readPageParam(new URLSearchParams(search));
    expect(page('page=3')).toBe(3);
    expect(page('')).toBe(1);
    for (const bad of ['page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=9999999'])
      expect(page(bad), bad).toBe(1);
  });

  it('writes the page into the search string, keeping the other parameters', () => {
    expect(searchWithPage(new URLSearchParams('q=moon'), 2)).toBe('?q=moon&page=2');
    expect(searchWithPage(new URLSearchParams('q=moon&page=4'), 1)).toBe('?q=moon');
    expect(searchWithPage(new URLSearchParams(''), 1)).toBe('');
  });

  it('links previous, numbered and next pages, marking the current one', () => {
    renderWithProviders(<Pager page={2} numPages={3} label="Pages of Fan favourites" />, {
      path: '/collections/fan-favourites?page=2&sort=asc',
    });
    const nav = screen.getByRole('navigation', { name: 'Pages of Fan favourites' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/collections/fan-favourites?sort=asc',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/collections/fan-favourites?page=3&sort=asc',
    );
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBeNull();
  });

  it('draws nothing for a single page', () => {
    const { container } = renderWithProviders(<Pager page={1} numPages={1} label="Pages" />);
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('tiles', () => {
  it('reads art paths back into asset, key and kind', () => {
    expect(artRefFromPath('/art/series/lanterns-of-vell/box.jpg')).toEqual({
      assetType: 'series',
      assetKey: 'lanterns-of-vell',
      kind: 'box',
    });
    expect(artRefFromPath('/art/actors/ada-quill/profile-320w.webp')?.kind).toBe('profile');
    expect(artRefFromPath('/art/unknown/x/box.jpg')).toBeNull();
    expect(artRefFromPath('https://cdn.example/x.jpg')).toBeNull();
    expect(artRefFromPath('')).toBeNull();
  });

  it('picks the image kind that fits each frame', () => {
    expect(kindFor('series', 'landscape')).toBe('thumb');
    expect(kindFor('series', 'portrait')).toBe('poster');
    expect(kindFor('banners', 'banner')).toBe('hero');
    expect(kindFor('episode', 'portrait')).toBe('thumb'); // no portrait kind: the landscape one, cropped
  });

  it('routes site paths, leaves for web addresses, asks the shop for /shop/ paths and drops the rest', () => {
    expect(targetOf('/series/7/lanterns-of-vell')).toEqual({
      kind: 'internal',
      to: '/series/7/lanterns-of-vell',
    });
    expect(targetOf('https://example.org/fan-night')).toEqual({
      kind: 'external',
      href: 'https://example.org/fan-night',
    });
    expect(targetOf('/shop/homepage')).toEqual({ kind: 'shop', name: 'homepage', href: '/shop/homepage' });
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', '', null]) {
      expect(targetOf(bad), String(bad)).toBeNull();
    }
  });

  it('describes each item type: title, second line, art and target', () => {
    const series = tileOf(asItem.series(makeSeries()), 'portrait', 'en');
    expect(series).toMatchObject({
      title: 'Lanterns of Vell',
      meta: 'Fantasy',
      art: { assetType: 'series', assetKey: 'lanterns-of-vell', kind: 'poster' },
      target: { kind: 'internal', to: '/series/7/lanterns-of-vell' },
    });
    const shop = tileOf(asItem.shop(makeShopProduct()), 'landscape', 'en');
    expect(shop.meta).toBe('$24.99');
    expect(shop.target).toEqual({ kind: 'shop', name: 'vell-lantern-lamp', href: '/shop/vell-lantern-lamp' });
    expect(tileOf(asItem.shop(makeShopProduct()), 'landscape', 'es').meta).toMatch(/24,99/);
    const banner = tileOf(asItem.jsonbag(makeJsonbag()), 'banner', 'en');
    expect(banner.art).toEqual({ assetType: 'banners', assetKey: 'winter-premieres', kind: 'hero' });
    expect(banner.target).toEqual({ kind: 'internal', to: '/collections/winter-premieres' });
  });

  it('links a season to its page through a slug made from the series title', () => {
    const season = tileOf(
      asItem.season(makeSeason({ season_number: 2, series_title: 'Lanterns of Véll!' })),
      'landscape',
      'en',
    );
    expect(season.target).toEqual({ kind: 'internal', to: '/series/7/lanterns-of-vell/season/2' });
    expect(slugify('¿Qué pasa?')).toBe('que-pasa');
    expect(slugify('!!!')).toBe('series');
  });

  it('moves along a rail with the arrow keys, Home and End', () => {
    expect(nextTileIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTileIndex('ArrowRight', 2, 3)).toBe(2);
    expect(nextTileIndex('ArrowLeft', 0, 3)).toBe(0);
    expect(nextTileIndex('End', 0, 3)).toBe(2);
    expect(nextTileIndex('Home', 2, 3)).toBe(0);
    expect(nextTileIndex('Enter', 1, 3)).toBeNull();
  });
});

describe('rails', () => {
  it('names the row, links every tile and moves between tiles with the arrow keys', () => {
    const items = [1, 2, 3].map((number) =>
      asItem.episode(makeEpisode({ number, title: `Chapter ${number}` })),
    );
    renderWithProviders(
      <Rail title="New episodes" items={items} shape="landscape" seeAllTo="/collections/new" />,
    );
    const rail = screen.getByRole('region', { name: 'New episodes' });
    expect(screen.getByRole('link', { name: /See all/ }).getAttribute('href')).toBe('/collections/new');
    const links = ['Chapter 1', 'Chapter 2', 'Chapter 3'].map((name) =>
      screen.getByRole('link', { name: new RegExp(name) }),
    );
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'End' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
    expect(rail.querySelectorAll('img[loading="lazy"]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Scroll New episodes back' })).toBeTruthy();
  });

  it('draws nothing for an empty collection', () => {
    const { container } = renderWithProviders(<Rail title="Empty" items={[]} shape="landscape" />);
    expect(container.querySelector('section')).toBeNull();
  });
});

describe('wall prompt', () => {
  const render = (
    prompt: 'register' | 'premium' | 'geoblocked' | 'unavailable',
    signedIn = false,
    locale: 'en' | 'es' = 'en',
  ) =>
    renderWithProviders(
      <WallPrompt
        prompt={prompt}
        returnTo="/series/7/lanterns-of-vell/episode/3"
        signedIn={signedIn}
        subject="episode"
      />,
      { locale },
    );

  it('asks an anonymous visitor to sign up, coming back to the episode afterwards', () => {
    render('register');
    expect(screen.getByRole('heading', { name: 'Sign up to watch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe(
      '/register?next=%2Fseries%2F7%2Flanterns-of-vell%2Fepisode%2F3',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fseries%2F7%2Flanterns-of-vell%2Fepisode%2F3',
    );
  });

  it('leads a member from a premium episode to the Premium page, coming back to the episode', () => {
    render('premium', true);
    expect(screen.getByRole('heading', { name: 'Go premium to watch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go premium' }).getAttribute('href')).toBe(
      '/premium?return=%2Fseries%2F7%2Flanterns-of-vell%2Fepisode%2F3',
    );
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
  });

  it('offers an anonymous visitor to sign in to a premium account', () => {
    render('premium');
    expect(screen.getByRole('link', { name: 'Already premium? Sign in' })).toBeTruthy();
  });

  it('says why an episode cannot be watched at all', () => {
    render('geoblocked');
    expect(screen.getByRole('heading', { name: 'Not available in your region' })).toBeTruthy();
  });

  it('speaks Spanish', () => {
    render('unavailable', false, 'es');
    expect(screen.getByRole('heading', { name: 'No disponible' })).toBeTruthy();
  });
});

describe('shop links', () => {
  it('asks the server where the shop destination is, then leaves for it', async () => {
    const getShopUrl = vi
      .spyOn(apiClient.shell, 'getShopUrl')
      .mockResolvedValue({ reason: 'product', url: 'https://shop.fanverse.example/products/lamp' });
    const leave = vi.fn();
    renderWithProviders(
      <ShopLink name="vell-lantern-lamp" href="/shop/vell-lantern-lamp" leave={leave}>
        Guild lantern lamp
      </ShopLink>,
    );
    const link = screen.getByRole('link', { name: /Guild lantern lamp/ });
    expect(link.getAttribute('href')).toBe('/shop/vell-lantern-lamp');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(getShopUrl).toHaveBeenCalledWith('vell-lantern-lamp');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://shop.fanverse.example/products/lamp'));
  });

  it('shows that it is on its way, then a failure, and never follows a non-web address', async () => {
    let answer!: (value: { reason: string; url: string }) => void;
    vi.spyOn(apiClient.shell, 'getShopUrl').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const leave = vi.fn();
    renderWithProviders(
      <ShopLink name="homepage" href="/shop/homepage" leave={leave}>
        Shop
      </ShopLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: /Shop/ }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Opening the shop…')).toBeTruthy();
    await act(async () => answer({ reason: 'homepage', url: 'javascript:alert(1)' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });
});
