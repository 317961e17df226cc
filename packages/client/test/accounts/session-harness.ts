import { vi } from 'vitest';
import {
  createSessionManager,
  storageSessionPersistence,
  type KeyValueStorage,
  type SessionChannel,
  type SessionManagerDeps,
  type Timers,
} from '../../src';
import { testClient, type Handler } from '../fake-fetch';
import { routes } from './fixtures';

/** An in-memory localStorage. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Tabs of one browser: each endpoint hears what the others post (never itself), asynchronously. */
export function fakeBus() {
  const endpoints = new Set<(message: unknown) => void>();
  const posted: unknown[] = [];
  const endpoint = (): SessionChannel => {
    let mine: ((message: unknown) => void) | undefined;
    return {
      post: (message) => {
        posted.push(message);
        for (const listener of endpoints) if (listener !== mine) queueMicrotask(() => listener(message));
      },
      subscribe: (listener) => {
        mine = listener;
        endpoints.add(listener);
        return () => endpoints.delete(listener);
      },
    };
  };
  /** Sends a message as some other tab would. */
  const send = (message: unknown) => {
    for (const listener of endpoints) queueMicrotask(() => listener(message));
  };
  return { endpoint, posted, send };
}

/** Timers fired by hand; records each delay asked for. */
export function manualTimers(): Timers & { delays: number[]; pending: () => number; fire: () => void } {
  const pending = new Map<number, () => void>();
  const delays: number[] = [];
  let next = 0;
  return {
    delays,
    setTimeout: (callback, ms) => {
      delays.push(ms);
      pending.set(++next, callback);
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
    pending: () => pending.size,
    fire: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback();
    },
  };
}

export interface TabOptions {
  storage?: KeyValueStorage;
  bus?: ReturnType<typeof fakeBus>;
  deps?: Partial<SessionManagerDeps>;
}

/** One browser tab: a client on the fake server and its session manager. */
export function tab(table: Record<string, Handler>, options: TabOptions = {}) {
  const server = testClient(routes(table));
  const storage = options.storage ?? memoryStorage();
  const bus = options.bus ?? fakeBus();
  const timers = manualTimers();
  const track = vi.fn();
  const flags = memoryStorage();
  const manager = createSessionManager(server.client, {
    storage: storageSessionPersistence(storage),
    channel: bus.endpoint(),
    timers,
    track,
    flags,
    ...options.deps,
  });
  const seen = () =>
    server.calls.map((c) => `${c.method} ${c.url.pathname} ${c.headers.get('Authorization') ?? '-'}`);
  return { ...server, manager, storage, bus, timers, track, flags, seen };
}
