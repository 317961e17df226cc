import { describe, expect, it } from 'vitest';
import { ART_SIZES } from '@fanverse/contract';
import { artImageUrl, artSources, rebaseArtPath } from '../../src';

describe('artImageUrl', () => {
  it('defaults to the site root and a full-size jpg', () => {
    expect(artImageUrl('', 'series', 'lantern-keepers', 'box')).toBe('/art/series/lantern-keepers/box.jpg');
    expect(artImageUrl(undefined, 'series', 'lantern-keepers', 'box')).toBe(
      '/art/series/lantern-keepers/box.jpg',
    );
    expect(artImageUrl(null, 'clips', 'k', 'thumbnail')).toBe('/art/clips/k/thumbnail.jpg');
  });

  it('joins the consumer art_source_url with or without a trailing slash', () => {
    for (const base of ['https://art.example', 'https://art.example/', 'https://art.example//']) {
      expect(artImageUrl(base, 'episode', 'lk-s1e1', 'thumb', 'avif')).toBe(
        'https://art.example/art/episode/lk-s1e1/thumb.avif',
      );
    }
    expect(artImageUrl('https://cdn.example/media/', 'collection', 'night', 'hero', 'webp', 960)).toBe(
      'https://cdn.example/media/art/collection/night/hero-960w.webp',
    );
  });

  it('covers every asset type and kind', () => {
    for (const [assetType, kinds] of Object.entries(ART_SIZES)) {
      for (const kind of Object.keys(kinds)) {
        const url = artImageUrl(
          'https://a.example',
          assetType as keyof typeof ART_SIZES,
          'key',
          kind as never,
        );
        expect(url).toBe(`https://a.example/art/${assetType}/key/${kind}.jpg`);
      }
    }
  });

  it('escapes the asset key', () => {
    expect(artImageUrl('', 'series', 'a b', 'box')).toBe('/art/series/a%20b/box.jpg');
  });
});

describe('artSources', () => {
  it('srcsets per modern format with every narrower width and the full size, a jpg fallback, the box size', () => {
    const sources = artSources('https://art.example/', 'series', 'lk', 'hero');
    const widths = [320, 480, 640, 960];
    const set = (format: string) =>
      [
        ...widths.map((w) => `https://art.example/art/series/lk/hero-${w}w.${format} ${w}w`),
        `https://art.example/art/series/lk/hero.${format} 1140w`,
      ].join(', ');
    expect(sources).toEqual({
      avif: set('avif'),
      webp: set('webp'),
      fallback: 'https://art.example/art/series/lk/hero.jpg',
      width: 1140,
      height: 620,
    });
  });

  it('a small kind has only its full size', () => {
    expect(artSources('', 'collection', 'c', 'icon')).toEqual({
      avif: '/art/collection/c/icon.avif 256w',
      webp: '/art/collection/c/icon.webp 256w',
      fallback: '/art/collection/c/icon.jpg',
      width: 256,
      height: 256,
    });
  });

  it('an unknown kind throws', () => {
    expect(() => artSources('', 'series', 'lk', 'cover' as never)).toThrow(RangeError);
  });
});

describe('rebaseArtPath', () => {
  it('puts reply image paths on the art base', () => {
    expect(rebaseArtPath('https://art.example/', '/art/series/lk/box.jpg')).toBe(
      'https://art.example/art/series/lk/box.jpg',
    );
    expect(rebaseArtPath('https://art.example', 'art/series/lk/box.jpg')).toBe(
      'https://art.example/art/series/lk/box.jpg',
    );
    expect(rebaseArtPath('', '/art/series/lk/box.jpg')).toBe('/art/series/lk/box.jpg');
  });

  it('leaves absolute URLs and empty values alone', () => {
    expect(rebaseArtPath('https://art.example', 'https://other.example/x.jpg')).toBe(
      'https://other.example/x.jpg',
    );
    expect(rebaseArtPath('https://art.example', '//cdn.example/x.jpg')).toBe('//cdn.example/x.jpg');
    expect(rebaseArtPath('https://art.example', '')).toBe('');
  });

  it('turns script, data and backslash addresses into no image at all', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'vbscript:msgbox(1)',
      '/\\evil.example/x.jpg',
      '\\\\evil.example\\x.jpg',
    ]) {
      expect(rebaseArtPath('https://art.example', hostile), hostile).toBe('');
    }
  });
});

describe('the art base', () => {
  it('the default site root stays a path, so art loads on whatever host the page was opened by', () => {
    expect(rebaseArtPath('/', '/art/series/lk/box.jpg')).toBe('/art/series/lk/box.jpg');
    expect(artImageUrl('/', 'series', 'lk', 'box')).toBe('/art/series/lk/box.jpg');
    expect(artImageUrl('/cdn/', 'series', 'lk', 'box')).toBe('/cdn/art/series/lk/box.jpg');
    expect(artImageUrl('//cdn.example/', 'series', 'lk', 'box')).toBe('//cdn.example/art/series/lk/box.jpg');
  });

  it('a base that is no web address is the site root', () => {
    for (const base of [
      'javascript:alert(1)//',
      'data:text/html,',
      'relative/word',
      '/\\evil.example',
      ' ',
    ]) {
      expect(artImageUrl(base, 'series', 'lk', 'box'), base).toBe('/art/series/lk/box.jpg');
    }
  });
});
