import type { Likes } from '@fanverse/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LikeButton } from '../src/components/activity';
import { ComicBookPage } from '../src/features/comics/book/ComicBookPage';
import { EpisodePage } from '../src/features/catalogue/series/EpisodePage';
import { expectedLikes } from '../src/components/activity/use-likes';
import { apiClient } from '../src/lib/api-client';
import { SessionKnownContext } from '../src/lib/session/session-known';
import { axeViolations } from './discussions-fixtures';
import { makeEpisode, makeSeries } from './catalogue-fixtures';
import { BOOK_UUID, makeBook } from './comics-fixtures';
import { deferred } from './deferred';
import { apiError, createFakeServices, marker, renderPage, signedInServices } from './fake-client';

const activity = apiClient.activity;
const UUID = '6a1b2c3d-4e5f-4a6b-8c7d-000000000003';
const PATH = '/series/12/moon-harbor/episode/3';
const button = <LikeButton type="episode" uuid={UUID} title="Tide 3" />;

function likes(count: number, liked: boolean): Likes {
  return { content_type: 'episode', likes: count, uuid: UUID, liked };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the like button', () => {
  it('shows a visitor the count, and sends them to sign in and back when pressed', async () => {
    const get = vi.spyOn(activity, 'likes').mockResolvedValue(likes(42, false));
    const like = vi.spyOn(activity, 'like');
    renderPage(button, {
      pattern: '/series/:id/:slug/episode/:n',
      path: PATH,
      services: createFakeServices(),
      routes: [marker('/login')],
    });
    const link = await screen.findByRole('link', { name: 'Sign in to like “Tide 3”, 42 likes' });
    expect(get).toHaveBeenCalledWith('episode', UUID, expect.anything());
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(PATH)}`);
    fireEvent.click(link);
    expect(await screen.findByTestId('location')).toBeTruthy();
    expect(like).not.toHaveBeenCalled();
  });

  it('likes at once (pressed, one more), then shows the server’s exact count', async () => {
    vi.spyOn(activity, 'likes').mockResolvedValue(likes(9, false));
    const reply = deferred<Likes>();
    const like = vi.spyOn(activity, 'like').mockReturnValue(reply.promise);
    renderPage(button, { pattern: '/e', path: '/e', services: await signedInServices() });

    const heart = await screen.findByRole('button', { name: 'Like “Tide 3”, 9 likes', pressed: false });
    fireEvent.click(heart);
    expect(
      await screen.findByRole('button', { name: 'Like “Tide 3”, 10 likes', pressed: true }),
    ).toBeTruthy();
    expect(like).toHaveBeenCalledWith('episode', UUID);
    // Others liked it meanwhile: the reply's count is the truth.
    await act(async () => reply.resolve(likes(12, true)));
    expect(
      await screen.findByRole('button', { name: 'Like “Tide 3”, 12 likes', pressed: true }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('unlikes a liked item', async () => {
    vi.spyOn(activity, 'likes').mockResolvedValue(likes(1, true));
    const unlike = vi.spyOn(activity, 'unlike').mockResolvedValue(likes(0, false));
    renderPage(button, { pattern: '/e', path: '/e', services: await signedInServices() });
    fireEvent.click(await screen.findByRole('button', { name: 'Like “Tide 3”, 1 like', pressed: true }));
    expect(
      await screen.findByRole('button', { name: 'Like “Tide 3”, 0 likes', pressed: false }),
    ).toBeTruthy();
    expect(unlike).toHaveBeenCalledWith('episode', UUID);
  });

  it('puts the like back and says why when the server refuses', async () => {
    vi.spyOn(activity, 'likes').mockResolvedValue(likes(5, false));
    const reply = deferred<Likes>();
    vi.spyOn(activity, 'like').mockReturnValue(reply.promise);
    renderPage(button, { pattern: '/e', path: '/e', services: await signedInServices() });
    fireEvent.click(await screen.findByRole('button', { name: 'Like “Tide 3”, 5 likes' }));
    expect(await screen.findByRole('button', { name: 'Like “Tide 3”, 6 likes', pressed: true })).toBeTruthy();
    await act(async () => reply.reject(apiError(1715)));
    expect(
      await screen.findByRole('button', { name: 'Like “Tide 3”, 5 likes', pressed: false }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Like not changed: /));
  });

  it('ignores presses until the state is known and while a change is on its way', async () => {
    const first = deferred<Likes>();
    vi.spyOn(activity, 'likes').mockReturnValue(first.promise);
    const reply = deferred<Likes>();
    const like = vi.spyOn(activity, 'like').mockReturnValue(reply.promise);
    const unlike = vi.spyOn(activity, 'unlike');
    renderPage(button, { pattern: '/e', path: '/e', services: await signedInServices() });

    const pending = await screen.findByRole('button', { name: 'Like “Tide 3”' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pending);
    expect(like).not.toHaveBeenCalled();

    await act(async () => first.resolve(likes(3, false)));
    fireEvent.click(await screen.findByRole('button', { name: 'Like “Tide 3”, 3 likes' }));
    const busy = await screen.findByRole('button', { name: 'Like “Tide 3”, 4 likes', pressed: true });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    expect(unlike).not.toHaveBeenCalled();
    await act(async () => reply.resolve(likes(4, true)));
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-disabled')).toBeNull());
    expect(like).toHaveBeenCalledTimes(1);
  });

  it('holds its place, without a count or a call, while a server-rendered page does not know the session', async () => {
    const get = vi.spyOn(activity, 'likes');
    const { container } = renderPage(<SessionKnownContext value={false}>{button}</SessionKnownContext>, {
      pattern: '/e',
      path: '/e',
      services: await signedInServices(),
    });
    const box = container.querySelector('[aria-hidden="true"]');
    expect(box).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    // Same frame as the live control: the count's room is there already.
    expect(box!.querySelector('svg')).toBeTruthy();
    expect(box!.children[0]!.children).toHaveLength(2);
    expect(get).not.toHaveBeenCalled();
  });

  it('reads in Spanish, counts in compact form', async () => {
    vi.spyOn(activity, 'likes').mockResolvedValue(likes(1234, false));
    renderPage(button, { pattern: '/e', path: '/e', services: await signedInServices(), locale: 'es' });
    // Intl writes a no-break space between the number and "mil".
    const heart = await screen.findByRole('button', { name: /^Me gusta «Tide 3», 1,2\smil me gusta$/ });
    expect(heart.textContent).toBe('1,2\u00a0mil');
  });

  it('has no serious accessibility violations, for members and visitors', async () => {
    vi.spyOn(activity, 'likes').mockResolvedValue(likes(2, true));
    const member = renderPage(button, { pattern: '/e', path: '/e', services: await signedInServices() });
    await screen.findByRole('button', { name: 'Like “Tide 3”, 2 likes' });
    expect(await axeViolations(member.container)).toEqual([]);
    member.unmount();
    const visitor = renderPage(button, { pattern: '/e', path: '/e', services: createFakeServices() });
    await screen.findByRole('link', { name: /^Sign in to like/ });
    expect(await axeViolations(visitor.container)).toEqual([]);
  });
});

describe('expectedLikes', () => {
  it('moves the count by one toward the wanted state, and never below zero', () => {
    expect(expectedLikes(likes(3, false), true)).toEqual(likes(4, true));
    expect(expectedLikes(likes(3, true), false)).toEqual(likes(2, false));
    expect(expectedLikes(likes(0, true), false)).toEqual(likes(0, false));
    // Already there (another tab): nothing to guess.
    expect(expectedLikes(likes(3, true), true)).toEqual(likes(3, true));
  });
});

describe('the like button on content pages', () => {
  it('sits on the episode page, for that episode', async () => {
    const episode = makeEpisode({ number: 3 });
    vi.spyOn(apiClient.catalogue, 'getSeries').mockResolvedValue(makeSeries());
    vi.spyOn(apiClient.catalogue, 'getEpisodeByNumber').mockResolvedValue(episode);
    const get = vi.spyOn(activity, 'likes').mockResolvedValue({ ...likes(7, false), uuid: episode.uuid });
    renderPage(<EpisodePage />, {
      pattern: '/series/:seriesId/:slug/episode/:episodeNumber',
      path: '/series/7/lanterns-of-vell/episode/3',
      services: createFakeServices(),
    });
    expect(
      await screen.findByRole('link', { name: `Sign in to like “${episode.title}”, 7 likes` }),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith('episode', episode.uuid, expect.anything());
  });

  it('sits on the comic book page, for that book', async () => {
    vi.spyOn(apiClient.comics, 'getBook').mockResolvedValue(makeBook());
    const get = vi
      .spyOn(activity, 'likes')
      .mockResolvedValue({ content_type: 'book', likes: 1, uuid: BOOK_UUID, liked: false });
    renderPage(<ComicBookPage />, {
      pattern: '/comics/book/:uuid/:slug?',
      path: `/comics/book/${BOOK_UUID}/the-lantern-keepers-1`,
      services: createFakeServices(),
    });
    expect(
      await screen.findByRole('link', { name: 'Sign in to like “The First Night”, 1 like' }),
    ).toBeTruthy();
    expect(get).toHaveBeenCalledWith('book', BOOK_UUID, expect.anything());
  });
});
