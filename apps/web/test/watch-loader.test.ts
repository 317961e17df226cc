import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
let stored = false;
let finishStart: () => void = () => undefined;

vi.mock('../src/features/app-config', () => ({
  startApp: () =>
    new Promise<void>((resolve) => {
      calls.push('start');
      finishStart = () => {
        calls.push('started');
        resolve();
      };
    }),
}));
vi.mock('../src/app/session', () => ({
  getAppSession: () => ({
    hasStoredSession: () => stored,
    restore: () => {
      calls.push('restore');
      return Promise.resolve();
    },
  }),
}));
vi.mock('../src/features/player/prefetch-playback', () => ({
  prefetchPlayback: (type: string, uuid: string) => calls.push(`prefetch ${type} ${uuid}`),
}));

const { watchLoader } = await import('../src/app/watch-loader');
const args = { params: { content_type: 'episode', uuid: 'u-1' } } as unknown as LoaderFunctionArgs;

afterEach(() => {
  calls.length = 0;
});

describe('the watch route loader', () => {
  it('starts an anonymous visit’s playback at once, without waiting for start-up', async () => {
    stored = false;
    await watchLoader(args);
    expect(calls).toEqual(['prefetch episode u-1']);
  });

  it('asks a returning member’s rights only once the session is restored', async () => {
    stored = true;
    const loading = watchLoader(args);
    await vi.waitFor(() => expect(calls).toEqual(['start']));
    finishStart();
    await loading;
    expect(calls).toEqual(['start', 'started', 'restore', 'prefetch episode u-1']);
  });
});
