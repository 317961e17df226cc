import type { AnalyticsBatch, AnalyticsEvent, ConsentCategory } from '@fanverse/contract';
import { vi } from 'vitest';
import {
  createFanverseAnalytics,
  type AnalyticsConfig,
  type AnalyticsEnvironment,
} from '../../src/lib/analytics';

/** Consent the test sets directly (the pipeline only asks `allows` and listens). */
export function fakeConsent(initial: Partial<Record<ConsentCategory, boolean>> = {}) {
  let groups: Record<ConsentCategory, boolean> = {
    C0001: true,
    C0002: false,
    C0003: false,
    C0004: false,
    C0005: false,
    ...initial,
  };
  const listeners = new Set<() => void>();
  return {
    allows: (category: ConsentCategory) => groups[category],
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next: Partial<Record<ConsentCategory, boolean>>) {
      groups = { ...groups, ...next };
      for (const listener of [...listeners]) listener();
    },
  };
}

/** A stand-in for `window` or `document`: page hide is dispatched on it by the test. */
export function fakeTarget(visibilityState: DocumentVisibilityState = 'visible') {
  return Object.assign(new EventTarget(), { visibilityState }) as EventTarget & {
    visibilityState: DocumentVisibilityState;
  };
}

export const ORIGIN = 'https://fanverse.example';

export interface Setup {
  config?: Partial<AnalyticsConfig>;
  env?: AnalyticsEnvironment;
  consent?: ReturnType<typeof fakeConsent>;
  path?: string;
  search?: string;
}

/** The pipeline over fakes: `sent` holds each batch sent, `beacons` each beacon's parsed body. */
export function setupAnalytics({
  config = {},
  env = {},
  consent = fakeConsent({ C0002: true }),
  path = '/browse',
  search = '',
}: Setup = {}) {
  const sent: AnalyticsBatch[] = [];
  const beacons: AnalyticsBatch[] = [];
  const send = vi.fn(async (batch: AnalyticsBatch) => {
    sent.push(batch);
    return { accepted: batch.batch.length, duplicates: 0, refused: 0 };
  });
  const beacon = vi.fn((batch: AnalyticsBatch) => {
    beacons.push(batch);
    return true;
  });
  const win = fakeTarget();
  const doc = fakeTarget();
  const location = { origin: ORIGIN, pathname: path, search };
  let id = 0;
  const analytics = createFanverseAnalytics(
    {
      send,
      beacon,
      isPermanent: (error) => error instanceof Error && error.message === 'refused',
      identity: () => ({ anonymousId: 'anon-1', userId: null, memberStatus: 'anonymous' }),
      locale: () => 'es',
      siteName: 'Fanverse',
      buildId: 'build-7',
      ...config,
    },
    {
      consent,
      location: () => location,
      title: () => 'Browse | Fanverse',
      userAgent: () => 'TestAgent/1.0',
      now: () => new Date('2026-05-01T12:00:00.000Z'),
      newId: () => `m-${++id}`,
      landingSearch: '',
      window: win as unknown as Window,
      document: doc as unknown as Document,
      ...env,
    },
  );
  const events = (): AnalyticsEvent[] => [...sent, ...beacons].flatMap((batch) => batch.batch);
  return { analytics, send, beacon, sent, beacons, events, consent, win, doc, location };
}
