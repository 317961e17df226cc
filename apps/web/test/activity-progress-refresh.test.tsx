import { act, screen } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activityKeys } from '../src/components/activity';
import { useComicLog } from '../src/features/comics/reader/hooks/use-comic-log';
import { useVideoLog } from '../src/features/player/hooks/use-video-log';
import { apiClient } from '../src/lib/api-client';
import { BOOK_UUID, EPISODE_UUID, feedPage } from './continue-fixtures';
import { renderRoute, signedInServices } from './fake-client';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A reply the test lets go when it wants. */
function held<T>(value: T) {
  let release!: () => void;
  const promise = new Promise<T>((resolve) => (release = () => resolve(value)));
  return { promise, release };
}

function Reader() {
  useComicLog({ bookUuid: BOOK_UUID, seriesUuid: null }, () => ({ page: 2, panel: null }));
  return <p>reading</p>;
}

function Player({ video }: { video: HTMLVideoElement }) {
  const record = useVideoLog(video, { videotype: 'episode', contentId: EPISODE_UUID, episode: '7.3' });
  useEffect(() => record('progress', 0, 30), [record]);
  return <p>watching</p>;
}

/** Renders `ui` with a cached Continue feed, and says whether that feed was marked out of date. */
async function withCachedFeed(ui: ReactElement, text: string) {
  const view = renderRoute(ui, { services: await signedInServices() });
  const key = activityKeys.feed({ limit: 20 });
  view.queryClient.setQueryData(key, feedPage([]));
  await screen.findByText(text);
  const stale = () => view.queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { ...view, stale };
}

describe('the activity after watching or reading', () => {
  it('is asked again once the reader’s last events are stored', async () => {
    const reply = held({ accepted: 1 });
    const log = vi.spyOn(apiClient.comics, 'logComic').mockReturnValue(reply.promise);
    const { unmount, stale } = await withCachedFeed(<Reader />, 'reading');
    unmount();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0].events.map((event) => event.event_type)).toEqual(['close']);
    expect(stale()).toBe(false);
    await act(async () => reply.release());
    expect(stale()).toBe(true);
  });

  it('is asked again once the player’s last events are stored', async () => {
    const reply = held(null);
    const log = vi.spyOn(apiClient.playback, 'log').mockReturnValue(reply.promise);
    const video = document.createElement('video');
    const { unmount, stale } = await withCachedFeed(<Player video={video} />, 'watching');
    unmount();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0].events.map((event) => event.event_type)).toEqual(['progress']);
    expect(stale()).toBe(false);
    await act(async () => reply.release());
    expect(stale()).toBe(true);
  });
});
