import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressFromReply, searchProgress } from '../src/components/activity';
import { EpisodeList } from '../src/features/catalogue/series/EpisodeList';
import { BookGrid } from '../src/features/comics/components/BookGrid';
import { apiClient } from '../src/lib/api-client';
import { siteSettingsStore } from '../src/lib/site-settings';
import { makeEpisode, makeSeries } from './catalogue-fixtures';
import { makeBook } from './comics-fixtures';
import { comicRow, videoRow } from './continue-fixtures';
import { createFakeServices, renderRoute, signedInServices } from './fake-client';

const activity = apiClient.activity;

beforeEach(() => siteSettingsStore.setState({ countryCode: 'US', artSourceUrl: null }));
afterEach(() => {
  siteSettingsStore.setState({ countryCode: null });
  vi.restoreAllMocks();
});

const uuidOf = (prefix: string, n: number) => `${prefix}-5e6f-4a7b-8c9d-${String(n).padStart(12, '0')}`;

describe('progress from a history search', () => {
  it('reads an episode by its furthest second of its length, a book by its pages seen', () => {
    const progress = progressFromReply({
      videos: [
        videoRow('ep-a', { slider: 360, duration: 1440 }),
        videoRow('ep-b', { slider: 1400, duration: 1440, is_watched: true }),
        videoRow('ep-c', { slider: 50, duration: 0 }),
      ],
      comics: [
        comicRow('book-a', { page_index: 1, numPages: 4 }),
        // The same book twice (read again from the start): the further answer stays.
        comicRow('book-b', { page_index: 9, numPages: 10, is_watched: true }),
        comicRow('book-b', { page_index: 0, numPages: 10 }),
      ],
    });
    expect(progress).toEqual({
      'ep-a': { progress: 0.25, done: false },
      'ep-b': { progress: 1400 / 1440, done: true },
      'ep-c': { progress: 0, done: false },
      'book-a': { progress: 0.5, done: false },
      'book-b': { progress: 1, done: true },
    });
  });

  it('asks at most 200 ids at a time, and never with an empty list', async () => {
    const search = vi.spyOn(activity, 'searchHistory').mockResolvedValue({ videos: [], comics: [] });
    const videos = Array.from({ length: 150 }, (_, n) => uuidOf('aaaaaaaa', n));
    const books = Array.from({ length: 100 }, (_, n) => uuidOf('bbbbbbbb', n));
    await searchProgress(videos, books);
    expect(search).toHaveBeenCalledTimes(2);
    expect(search.mock.calls[0]![0]).toEqual({ video_ids: videos, comic_uuids: books.slice(0, 50) });
    expect(search.mock.calls[1]![0]).toEqual({ comic_uuids: books.slice(50) });
  });
});

describe('progress on episode tiles', () => {
  const series = makeSeries();
  const episodes = [1, 2, 3].map((number) => makeEpisode({ number, title: `Chapter ${number}` }));

  it('shows a member a tick on a watched episode and a bar on a started one, from one search', async () => {
    const search = vi.spyOn(activity, 'searchHistory').mockResolvedValue({
      videos: [
        videoRow(episodes[0]!.uuid, { is_watched: true, slider: 1440 }),
        videoRow(episodes[1]!.uuid, { slider: 360, duration: 1440 }),
      ],
      comics: [],
    });
    renderRoute(<EpisodeList episodes={episodes} series={series} />, { services: await signedInServices() });

    const bar = await screen.findByRole('progressbar', { name: '25% watched' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    const [first, second, third] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Watched')).toBeTruthy();
    expect(within(first!).queryByRole('progressbar')).toBeNull();
    expect(within(second!).getByRole('progressbar')).toBe(bar);
    expect(within(second!).queryByText('Watched')).toBeNull();
    expect(within(third!).queryByRole('progressbar')).toBeNull();
    expect(within(third!).queryByText('Watched')).toBeNull();
    expect(search).toHaveBeenCalledExactlyOnceWith(
      { video_ids: episodes.map((episode) => episode.uuid).sort() },
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it('asks nothing for a visitor, and shows no progress', async () => {
    const search = vi.spyOn(activity, 'searchHistory');
    renderRoute(<EpisodeList episodes={episodes} series={series} />, { services: createFakeServices() });
    expect(await screen.findByText('Chapter 1')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows the tiles without progress when the search fails', async () => {
    const search = vi.spyOn(activity, 'searchHistory').mockRejectedValue(new Error('offline'));
    renderRoute(<EpisodeList episodes={episodes} series={series} />, { services: await signedInServices() });
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(screen.getByText('Chapter 3')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('progress on book tiles', () => {
  const books = [1, 2, 3].map((n) =>
    makeBook({ uuid: uuidOf('cccccccc', n), title: `Night ${n}`, issue_number: n }),
  );

  it('shows a member a tick on a read book and a bar on one under way, in Spanish too', async () => {
    const search = vi.spyOn(activity, 'searchHistory').mockResolvedValue({
      videos: [],
      comics: [
        comicRow(books[0]!.uuid, { is_watched: true, page_index: 2 }),
        comicRow(books[2]!.uuid, { page_index: 1, numPages: 3 }),
      ],
    });
    renderRoute(<BookGrid books={books} label="Issues" />, {
      services: await signedInServices(),
      locale: 'es',
    });
    const bar = await screen.findByRole('progressbar', { name: '67 % leído' });
    const [first, second, third] = within(screen.getByRole('list', { name: 'Issues' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByText('Leído')).toBeTruthy();
    expect(within(second!).queryByRole('progressbar')).toBeNull();
    expect(within(third!).getByRole('progressbar')).toBe(bar);
    expect(search).toHaveBeenCalledExactlyOnceWith(
      { comic_uuids: books.map((book) => book.uuid) },
      expect.anything(),
    );
  });
});
