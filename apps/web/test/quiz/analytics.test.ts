import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SITE_NAME,
  createRecordingAnalytics,
  getAnalytics,
  pageName,
  pageTrackingFor,
  trackPage,
  type PagePayload,
} from '../../src/lib/analytics';

const payload = (name: string, extra: Partial<PagePayload> = {}): PagePayload => ({
  name,
  referrer: 'https://fanverse.example/',
  params: {},
  query: {},
  queriesToInclude: [],
  ...extra,
});

describe('recording analytics', () => {
  it('keeps page, track, identify and alias calls in order, and sends nothing', () => {
    const analytics = createRecordingAnalytics();
    analytics.page('Fanverse', 'Browse', { a: 1 });
    analytics.track('Clicked', { b: 2 });
    analytics.identify('user-1', { plan: 'free' });
    analytics.alias('user-1');
    expect(analytics.calls).toEqual([
      { type: 'page', category: 'Fanverse', name: 'Browse', properties: { a: 1 } },
      { type: 'track', event: 'Clicked', properties: { b: 2 } },
      { type: 'identify', userId: 'user-1', traits: { plan: 'free' } },
      { type: 'alias', userId: 'user-1', previousId: null },
    ]);
  });

  it('keeps at most its limit, dropping the oldest', () => {
    const analytics = createRecordingAnalytics(3);
    for (let n = 0; n < 5; n += 1) analytics.track(`e${n}`);
    expect(analytics.calls.map((call) => (call.type === 'track' ? call.event : ''))).toEqual([
      'e2',
      'e3',
      'e4',
    ]);
  });

  it('exposes the app instance’s calls on window.__fanverseAnalytics', () => {
    const analytics = getAnalytics();
    analytics.track('Exposed');
    expect(window.__fanverseAnalytics?.calls.at(-1)).toEqual({
      type: 'track',
      event: 'Exposed',
      properties: {},
    });
  });
});

describe('page naming (spec accounts §4)', () => {
  it('"Sign Up For Your Universe" uses sign-up tracking', () => {
    const analytics = createRecordingAnalytics();
    expect(trackPage(analytics, payload('Sign Up For Your Universe'))).toBe('sign-up');
    expect(analytics.calls).toEqual([
      expect.objectContaining({ type: 'page', category: 'Sign Up', name: 'Sign Up For Your Universe' }),
      {
        type: 'track',
        event: 'Sign Up Viewed',
        properties: { page: 'Sign Up For Your Universe', site_name: 'Fanverse' },
      },
    ]);
  });

  it('"Homepage" uses home tracking', () => {
    const analytics = createRecordingAnalytics();
    expect(trackPage(analytics, payload('Homepage'))).toBe('home');
    expect(analytics.calls).toEqual([
      expect.objectContaining({ type: 'page', category: 'Home', name: 'Homepage' }),
    ]);
  });

  it('any other name is a default page call with the site name', () => {
    const analytics = createRecordingAnalytics();
    trackPage(analytics, payload('My Origin Story Question', { params: { question: '3' } }));
    trackPage(analytics, payload('Browse'), 'Fanverse Staging');
    expect(analytics.calls).toEqual([
      {
        type: 'page',
        category: DEFAULT_SITE_NAME,
        name: 'My Origin Story Question',
        properties: {
          referrer: 'https://fanverse.example/',
          params: { question: '3' },
          query: {},
          site_name: 'Fanverse',
        },
      },
      expect.objectContaining({ category: 'Fanverse Staging', name: 'Browse' }),
    ]);
    expect(pageTrackingFor('Sign up for your universe')).toBe('default'); // exact names only
  });

  it('adds the values of the query names the route asks for to the page name', () => {
    expect(pageName('Search', { q: 'comets', page: '2' }, ['q'])).toBe('Search | q=comets');
    expect(pageName('Search', { q: 'comets', page: '2' }, ['page', 'q'])).toBe('Search | page=2 q=comets');
    expect(pageName('Search', { q: '' }, ['q', 'missing'])).toBe('Search');
    expect(pageName('Search', { q: 'x' })).toBe('Search');
  });
});
