import type { RightsToken } from '@fanverse/client';
import type { Episode } from '@fanverse/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rightsQueryKey } from '../src/features/player/api/get-rights';
import { manifestQueryKey } from '../src/features/player/api/get-manifest';
import { prefetchPlayback } from '../src/features/player/prefetch-playback';
import { apiClient } from '../src/lib/api-client';
import { queryClient } from '../src/lib/query-client';

const loadHls = vi.fn(() => Promise.resolve({}));
vi.mock('../src/features/player/engine/hls-module', () => ({ loadHls: () => loadHls() }));

const UUID = '5ede0eb9-67c5-88eb-bf88-282d8da195cd';

function token(canWatch: boolean): RightsToken {
  return {
    content_type: 'episode',
    content_uuid: UUID,
    exp: Date.now() + 900_000,
    iat: Date.now(),
    nbf: Date.now(),
    rights: { can_read: false, can_watch: canWatch, hd_available: false, include_hd: false },
    ...(canWatch ? {} : { denial: 'premium' as const }),
    jwt: canWatch ? 'jwt-yes' : 'jwt-no',
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  loadHls.mockClear();
  queryClient.clear();
});

describe('the watch route starts the stream before the page renders', () => {
  it('asks for the video, the rights and then the manifest, and keeps them for the page', async () => {
    const episode = vi.spyOn(apiClient.catalogue, 'getEpisode').mockResolvedValue({ uuid: UUID } as Episode);
    const rights = vi.spyOn(apiClient.playback, 'rights').mockResolvedValue(token(true));
    const manifest = vi
      .spyOn(apiClient.playback, 'manifest')
      .mockResolvedValue({ cdn: 'default', stream_url: 'https://x/streams/master.m3u8' });

    prefetchPlayback('episode', UUID);

    await vi.waitFor(() => expect(manifest).toHaveBeenCalledTimes(1));
    expect(episode).toHaveBeenCalledWith(UUID, expect.anything());
    expect(rights).toHaveBeenCalledWith('episode', UUID, expect.anything());
    expect(manifest.mock.calls[0]![0]).toBe('jwt-yes');
    const subs = manifest.mock.calls[0]![1]!.subs as string;
    // Still there for the page that mounts next (the answers are not dropped at once).
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(manifestQueryKey('jwt-yes', subs))).toEqual({
        cdn: 'default',
        stream_url: 'https://x/streams/master.m3u8',
      }),
    );
    expect(queryClient.getQueryData(rightsQueryKey('episode', UUID))).toMatchObject({ jwt: 'jwt-yes' });
    // hls.js is asked for after the calls have gone out, beside them.
    expect(loadHls).toHaveBeenCalledTimes(1);
    expect(rights.mock.invocationCallOrder[0]).toBeLessThan(loadHls.mock.invocationCallOrder[0]!);
  });

  it('asks for no manifest when the rights deny watching', async () => {
    vi.spyOn(apiClient.catalogue, 'getEpisode').mockResolvedValue({ uuid: UUID } as Episode);
    const rights = vi.spyOn(apiClient.playback, 'rights').mockResolvedValue(token(false));
    const manifest = vi.spyOn(apiClient.playback, 'manifest');
    prefetchPlayback('episode', UUID);
    await vi.waitFor(() => expect(rights).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(manifest).not.toHaveBeenCalled();
  });

  it('sends nothing for an address that names no video', () => {
    const rights = vi.spyOn(apiClient.playback, 'rights');
    const episode = vi.spyOn(apiClient.catalogue, 'getEpisode');
    prefetchPlayback('book', UUID);
    prefetchPlayback('episode', 'not-a-uuid');
    prefetchPlayback(undefined, undefined);
    expect(rights).not.toHaveBeenCalled();
    expect(loadHls).not.toHaveBeenCalled();
    expect(episode).not.toHaveBeenCalled();
  });
});
