import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WallPrompt } from '../../src/components/catalogue';
import {
  checkoutPath,
  premiumPath,
  premiumWelcomePath,
  readPremiumReturn,
} from '../../src/components/premium';
import { ReaderWall } from '../../src/features/comics/reader/components/ReaderWall';
import { makeBook } from '../comics-fixtures';
import { renderWithProviders } from '../render';

describe('premium wall prompts', () => {
  it('offer a visitor the Premium page and sign-in, both coming back to the book', () => {
    renderWithProviders(
      <WallPrompt prompt="premium" returnTo="/comics/book/abc/first-night" signedIn={false} subject="book" />,
    );
    expect(screen.getByRole('heading', { name: 'Go premium to read' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go premium' }).getAttribute('href')).toBe(
      '/premium?return=%2Fcomics%2Fbook%2Fabc%2Ffirst-night',
    );
    expect(screen.getByRole('link', { name: 'Already premium? Sign in' }).getAttribute('href')).toBe(
      '/login?next=%2Fcomics%2Fbook%2Fabc%2Ffirst-night',
    );
    expect(screen.queryByText(/soon/)).toBeNull();
  });

  it('speak Spanish', () => {
    renderWithProviders(
      <WallPrompt prompt="premium" returnTo="/watch/episode/e1" signedIn subject="episode" />,
      {
        locale: 'es',
      },
    );
    expect(screen.getByRole('link', { name: 'Hazte premium' }).getAttribute('href')).toBe(
      '/premium?return=%2Fwatch%2Fepisode%2Fe1',
    );
  });
});

describe('the comic reader’s premium wall', () => {
  it('leads to the Premium page, coming back to the reader', () => {
    const book = makeBook();
    renderWithProviders(<ReaderWall book={book} denial="premium" signedIn onClose={() => undefined} />, {
      path: `/comics/read/${book.uuid}?page=3`,
    });
    expect(screen.getByRole('link', { name: 'Go premium' }).getAttribute('href')).toBe(
      `/premium?return=${encodeURIComponent(`/comics/read/${book.uuid}?page=3`)}`,
    );
  });
});

describe('the premium journey’s return path', () => {
  it('is carried from the Premium page through checkout to the page after paying', () => {
    expect(premiumPath('/watch/episode/e1')).toBe('/premium?return=%2Fwatch%2Fepisode%2Fe1');
    expect(checkoutPath('premium-annual', { promo: 'WELCOME20', returnTo: '/watch/episode/e1' })).toBe(
      '/premium/checkout?product=premium-annual&promo=WELCOME20&return=%2Fwatch%2Fepisode%2Fe1',
    );
    expect(premiumWelcomePath('/watch/episode/e1')).toBe('/premium/welcome?return=%2Fwatch%2Fepisode%2Fe1');
    expect(readPremiumReturn('?product=x&return=%2Fwatch%2Fepisode%2Fe1')).toBe('/watch/episode/e1');
  });

  it('never keeps an address off the site, nor the home page', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(premiumPath(bad)).toBe('/premium');
      expect(readPremiumReturn(`?return=${encodeURIComponent(bad)}`)).toBeNull();
    }
    expect(premiumPath('/')).toBe('/premium');
    expect(premiumWelcomePath(null)).toBe('/premium/welcome');
  });
});
