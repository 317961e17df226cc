import type { Page, RatingSummary, Review } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StarRating } from '../src/components/discussions';
import { RatingsSection } from '../src/features/reviews';
import { apiClient } from '../src/lib/api-client';
import { axeViolations } from './discussions-fixtures';
import { apiError, createFakeServices, renderPage, signedInServices } from './fake-client';
import { renderWithProviders } from './render';

const reviews = apiClient.reviews;
const SERIES = '0b5e8e7a-3c1d-4f2a-9b6e-1d2c3b4a5f60';
const ROUTE = '/series/:id/:slug';
const PATH = '/series/7/ember-harbor';

afterEach(() => {
  vi.restoreAllMocks();
});

function review(overrides: Partial<Review> = {}): Review {
  return {
    avatar: '',
    username: 'grace_h',
    user_guid: 'user-guid-2',
    uuid: 'a1a1a1a1-0000-4000-8000-000000000001',
    content_type: 'series',
    content_uuid: SERIES,
    rating: 5,
    subject: 'Loved it',
    comment: 'The harbour scenes.',
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    is_own: false,
    ...overrides,
  };
}

function summary(overrides: Partial<RatingSummary> = {}): RatingSummary {
  return {
    content_type: 'series',
    content_uuid: SERIES,
    avg_rating: 3.5,
    rating_count: 2,
    distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 0 },
    mine: null,
    ...overrides,
  };
}

function page(values: Review[], at = 1, pages = 1): Page<Review> {
  return {
    count: values.length,
    num_pages: pages,
    page: at,
    page_size: 10,
    links: { next: null, prev: null, url: '/api/reviews/1/series' },
    values,
  };
}

const section = <RatingsSection contentType="series" contentUuid={SERIES} title="Ember Harbor" />;

describe('the ratings section for a visitor', () => {
  it('shows the average, the spread, the reviews and a sign-in link instead of the widget', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([review()]));
    renderPage(section, { pattern: ROUTE, path: PATH, services: createFakeServices() });

    expect(await screen.findByRole('img', { name: 'Average rating 3.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('2 ratings')).toBeTruthy();
    const spread = screen.getByRole('list', { name: 'Ratings by number of stars' });
    expect(
      within(spread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['5 stars: 0', '4 stars: 1', '3 stars: 1', '2 stars: 0', '1 star: 0']);
    const link = screen.getByRole('link', { name: 'Sign in to rate and review' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(PATH)}`);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Reviews of Ember Harbor' });
    expect(within(list).getByText('Loved it')).toBeTruthy();
    expect(within(list).getByRole('img', { name: '5 stars out of 5' })).toBeTruthy();
  });

  it('says when nobody rated yet and nobody wrote a review', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(
      summary({ avg_rating: 0, rating_count: 0, distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } }),
    );
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([]));
    renderPage(section, { pattern: ROUTE, path: PATH, services: createFakeServices() });
    expect(await screen.findByText('No ratings yet. Be the first to rate Ember Harbor.')).toBeTruthy();
    expect(await screen.findByText('No written reviews yet.')).toBeTruthy();
  });

  it('shows members’ text as text: markup in a review is never parsed', async () => {
    const attack = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([review({ subject: attack, comment: attack })]));
    const { container } = renderPage(section, { pattern: ROUTE, path: PATH, services: createFakeServices() });
    const list = await screen.findByRole('list', { name: 'Reviews of Ember Harbor' });
    expect(within(list).getAllByText(attack)).toHaveLength(2);
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });

  it('pages the reviews with "More reviews", keeping the ones already shown', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    const list = vi
      .spyOn(reviews, 'listReviews')
      .mockImplementation(async (_type, _uuid, query) =>
        query?.page === 2
          ? page([review({ uuid: 'b2', subject: 'Second page' })], 2, 2)
          : page([review({ subject: 'First page' })], 1, 2),
      );
    renderPage(section, { pattern: ROUTE, path: PATH, services: createFakeServices() });
    fireEvent.click(await screen.findByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Second page')).toBeTruthy();
    expect(screen.getByText('First page')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith('series', SERIES, { page: 2, page_size: 10 });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull());
  });

  it('has no serious accessibility violations', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([review()]));
    const { container } = renderPage(section, { pattern: ROUTE, path: PATH, services: createFakeServices() });
    await screen.findByRole('list', { name: 'Reviews of Ember Harbor' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the ratings section for a member', () => {
  it('rates 4 with a review, and the average shown becomes the server’s new one', async () => {
    const getSummary = vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([]));
    const create = vi.spyOn(reviews, 'createReview').mockImplementation(async (_type, _uuid, input) => {
      const mine = review({ rating: input.rating, subject: input.subject ?? '', is_own: true });
      getSummary.mockResolvedValue(summary({ avg_rating: 3.67, rating_count: 3, mine }));
      return mine;
    });
    const { queryClient } = renderPage(section, {
      pattern: ROUTE,
      path: PATH,
      services: await signedInServices(),
    });
    // The series page's own reply (its hero shows avg_rating), under its feature's key.
    const seriesKey = ['catalogue', 'en', 'series', '7'];
    queryClient.setQueryData(seriesKey, { uuid: SERIES, title: 'Ember Harbor', avg_rating: 3.5 });
    const otherKey = ['catalogue', 'en', 'series', '8'];
    queryClient.setQueryData(otherKey, { uuid: 'another', avg_rating: 2 });

    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars out of 5' }));
    fireEvent.change(screen.getByLabelText(/Review title/), { target: { value: 'Great' } });
    expect(screen.getByText('5 of 100 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post rating' }));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith('series', SERIES, { rating: 4, subject: 'Great', comment: '' }),
    );
    expect(await screen.findByRole('img', { name: 'Average rating 3.67 out of 5' })).toBeTruthy();
    expect(screen.getByText('3 ratings')).toBeTruthy();
    expect(queryClient.getQueryState(seriesKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(otherKey)?.isInvalidated).toBe(false);
    // The form is now the member's own review, ready to edit.
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '4 stars out of 5' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Thanks! Your rating is posted.')).toBeTruthy();
  });

  it('asks for stars before sending anything', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([]));
    const create = vi.spyOn(reviews, 'createReview');
    renderPage(section, { pattern: ROUTE, path: PATH, services: await signedInServices() });
    fireEvent.click(await screen.findByRole('button', { name: 'Post rating' }));
    expect(await screen.findByText('Choose 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('edits the member’s review with PUT and deletes it', async () => {
    const mine = review({ rating: 3, subject: 'Good', comment: 'Slow start', is_own: true });
    const getSummary = vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary({ mine }));
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([mine]));
    const update = vi.spyOn(reviews, 'updateReview').mockImplementation(async (_type, _uuid, input) => ({
      ...mine,
      ...input,
      updated_at: '2026-03-02T00:00:00Z',
    }));
    const remove = vi.spyOn(reviews, 'deleteReview').mockImplementation(async () => {
      getSummary.mockResolvedValue(summary({ mine: null }));
    });
    renderPage(section, { pattern: ROUTE, path: PATH, services: await signedInServices() });

    const three = await screen.findByRole('radio', { name: '3 stars out of 5' });
    expect(three.getAttribute('aria-checked')).toBe('true');
    expect((screen.getByLabelText(/Review title/) as HTMLInputElement).value).toBe('Good');
    fireEvent.click(screen.getByRole('radio', { name: '5 stars out of 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('series', SERIES, {
        rating: 5,
        subject: 'Good',
        comment: 'Slow start',
      }),
    );
    expect(await screen.findByText('Your rating is updated.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete my rating' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('series', SERIES));
    expect(await screen.findByRole('button', { name: 'Post rating' })).toBeTruthy();
    expect(screen.getByText('Your rating is deleted.')).toBeTruthy();
  });

  const FIELD_CODES = [
    [1026, 'rating', 'Rating must be a whole number'],
    [1027, 'rating', 'Rating must be between 1 and 5'],
    [1028, 'subject', 'Review subject must be at most 100 characters'],
    [1029, 'comment', 'Review comment must be at most 1024 characters'],
    [1030, 'rating', 'You have already reviewed this title'],
  ] as const;

  for (const [code, field, message] of FIELD_CODES) {
    it(`shows ${code} next to the ${field}`, async () => {
      vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
      vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([]));
      vi.spyOn(reviews, 'createReview').mockRejectedValue(apiError(code));
      renderPage(section, { pattern: ROUTE, path: PATH, services: await signedInServices() });

      fireEvent.click(await screen.findByRole('radio', { name: '2 stars out of 5' }));
      fireEvent.click(screen.getByRole('button', { name: 'Post rating' }));
      const shown = await screen.findByText(message);
      const control =
        field === 'rating'
          ? screen.getByRole('radiogroup')
          : screen.getByLabelText(field === 'subject' ? /Review title/ : /^Review\b(?! title)/);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(shown.id);
      // Shown at its field only, not again in the form's alert.
      expect(screen.getAllByText(message)).toHaveLength(1);
    });
  }

  it('reads in Spanish', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([]));
    vi.spyOn(reviews, 'createReview').mockRejectedValue(apiError(1028));
    renderPage(section, { pattern: ROUTE, path: PATH, services: await signedInServices(), locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Valoraciones y reseñas' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Valoración media 3,5 de 5' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '1 estrella de 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publicar valoración' }));
    expect(
      await screen.findByText('El asunto de la reseña debe tener como máximo 100 caracteres'),
    ).toBeTruthy();
  });

  it('has no serious accessibility violations with the form showing an error', async () => {
    vi.spyOn(reviews, 'getRatingSummary').mockResolvedValue(summary());
    vi.spyOn(reviews, 'listReviews').mockResolvedValue(page([review()]));
    vi.spyOn(reviews, 'createReview').mockRejectedValue(apiError(1029));
    const { container } = renderPage(section, {
      pattern: ROUTE,
      path: PATH,
      services: await signedInServices(),
    });
    fireEvent.click(await screen.findByRole('radio', { name: '3 stars out of 5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post rating' }));
    await screen.findByText('Review comment must be at most 1024 characters');
    await screen.findByRole('list', { name: 'Reviews of Ember Harbor' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

function Stars({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <span id="label">Your rating</span>
      <StarRating value={value} onChange={setValue} labelledBy="label" />
    </>
  );
}

describe('the star rating', () => {
  const radio = (stars: number) =>
    screen.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'} out of 5` });

  it('is one tab stop: the first star when none is chosen, else the chosen one', () => {
    renderWithProviders(<Stars />);
    expect([1, 2, 3, 4, 5].map((n) => radio(n).tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeTruthy();
  });

  it('moves and chooses with the arrow keys, wrapping, and jumps with Home and End', () => {
    renderWithProviders(<Stars initial={3} />);
    expect(radio(3).tabIndex).toBe(0);
    act(() => radio(3).focus());
    fireEvent.keyDown(radio(3), { key: 'ArrowRight' });
    expect(radio(4).getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio(4));
    fireEvent.keyDown(radio(4), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(radio(3));
    fireEvent.keyDown(radio(3), { key: 'End' });
    expect(document.activeElement).toBe(radio(5));
    fireEvent.keyDown(radio(5), { key: 'ArrowDown' });
    expect(radio(1).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio(1), { key: 'ArrowLeft' });
    expect(radio(5).getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(radio(5), { key: 'Home' });
    expect(radio(1).getAttribute('aria-checked')).toBe('true');
    expect([1, 2, 3, 4, 5].map((n) => radio(n).tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it('chooses the focused star with Space', () => {
    renderWithProviders(<Stars />);
    act(() => radio(1).focus());
    fireEvent.keyDown(radio(1), { key: ' ' });
    expect(radio(1).getAttribute('aria-checked')).toBe('true');
  });

  it('names the stars in Spanish', () => {
    renderWithProviders(<Stars />, { locale: 'es' });
    expect(screen.getByRole('radio', { name: '4 estrellas de 5' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 estrella de 5' })).toBeTruthy();
  });
});
