import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtImage, ItemGrid, Rail } from '../src/components/catalogue';
import { homeLayout } from '../src/features/catalogue/home/home-layout';
import { Masthead, MastheadSkeleton } from '../src/features/catalogue/home/Masthead';
import { SeriesHero } from '../src/features/catalogue/series/SeriesHero';
import { asItem, makeCollection, makeHomepage, makeJsonbag, makeSeries } from './catalogue-fixtures';
import { renderWithProviders } from './render';

/** The `<img>` of every picture under `root`, in document order. */
function images(root: ParentNode): HTMLImageElement[] {
  return Array.from(root.querySelectorAll('img'));
}

function mastheadOf(count: number) {
  const banners = Array.from({ length: count }, (_, index) =>
    asItem.jsonbag(makeJsonbag({ uuid: `banner-${index}`, asset_key: `banner-${index}` })),
  );
  const featured = makeCollection(banners, { slug: 'featured', title: 'Featured' });
  featured.metadata.layout = 'masthead';
  return homeLayout(makeHomepage([asItem.collection(featured)])).masthead;
}

describe('images of the first view', () => {
  it('fetches the first masthead slide first and at once, and the other slides lazily', () => {
    const { container } = renderWithProviders(<Masthead slides={mastheadOf(3)} />);
    const [first, ...rest] = images(container);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.hasAttribute('loading')).toBe(false);
    expect(rest).toHaveLength(2);
    for (const image of rest) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('gives every image its size before it arrives', () => {
    const { container } = renderWithProviders(<Masthead slides={mastheadOf(2)} />);
    for (const image of images(container)) {
      // A banner's hero art: 1920×640 (spec §9), so the browser knows its shape up front.
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('loads rail and grid tiles lazily, each in a frame of its shape', () => {
    const items = [1, 2, 3].map((number) =>
      asItem.series(makeSeries({ id: number, uuid: `series-${number}`, title: `Series ${number}` })),
    );
    renderWithProviders(
      <>
        <Rail title="Trending" items={items} shape="portrait" />
        <ItemGrid items={items} shape="landscape" label="All series" />
      </>,
    );
    const rail = screen.getByRole('region', { name: 'Trending' });
    const grid = screen.getByRole('list', { name: 'All series' });
    for (const [root, shape] of [
      [rail, 'portrait'],
      [grid, 'landscape'],
    ] as const) {
      const tiles = images(root);
      expect(tiles).toHaveLength(3);
      for (const image of tiles) {
        expect(image.getAttribute('loading')).toBe('lazy');
        expect(image.getAttribute('decoding')).toBe('async');
        expect(image.hasAttribute('fetchpriority')).toBe(false);
        expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
        // The frame's aspect ratio comes from its shape (ItemTile.module.css).
        expect(image.closest('[data-shape]')?.getAttribute('data-shape')).toBe(shape);
      }
    }
  });

  it("fetches the first tile of a page's leading rail at once and first, and the rest lazily", () => {
    const items = [1, 2, 3].map((number) =>
      asItem.series(makeSeries({ id: number, uuid: `series-${number}`, title: `Series ${number}` })),
    );
    renderWithProviders(
      <>
        <Rail title="Adventure" items={items} shape="landscape" leading />
        <Rail title="Mystery" items={items} shape="landscape" />
      </>,
    );
    const [first, ...rest] = images(screen.getByRole('region', { name: 'Adventure' }));
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.hasAttribute('loading')).toBe(false);
    for (const image of [...rest, ...images(screen.getByRole('region', { name: 'Mystery' }))]) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('fetches a series hero first and leaves the poster beside it lazy', () => {
    const series = makeSeries();
    renderWithProviders(<SeriesHero series={series} />);
    const hero = screen.getByRole('region', { name: series.title });
    const poster = within(hero).getByRole('img', { name: new RegExp(series.title) });
    const heroArt = images(hero).find((image) => image !== poster)!;
    expect(heroArt.getAttribute('fetchpriority')).toBe('high');
    expect(heroArt.hasAttribute('loading')).toBe(false);
    expect(heroArt.getAttribute('src')).toContain('/hero-hd');
    expect(poster.getAttribute('loading')).toBe('lazy');
    expect(poster.hasAttribute('fetchpriority')).toBe(false);
  });

  it('keeps a placeholder of the same box when an image has no art', () => {
    const { container } = renderWithProviders(<ArtImage art={null} alt="" sizes="10rem" priority />);
    expect(images(container)).toHaveLength(0);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('holds the masthead room while the homepage loads, hidden from assistive technology', () => {
    const { container } = renderWithProviders(<MastheadSkeleton />);
    const box = container.firstElementChild!;
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(box.children).toHaveLength(0);
  });
});
