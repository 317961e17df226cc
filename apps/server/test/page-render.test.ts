import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION, DEFAULT_CONSENT_GROUPS, formatOptanonConsent } from '@fanverse/contract';
import { seedDemoCatalogue } from '../src/modules/demo/seed-demo-catalogue';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { createTestUser } from './helpers/test-user';
import { setLimits } from './parental-enforcement/enforcement-fixtures';

/**
 * The server-rendered first view (docs/first-view.md) with the real SSR bundle, built here from
 * apps/web by Vite (a few seconds), on the demo catalogue: pages come with their content, head
 * and state, in the visitor's language, with the right status.
 */

const WEB_ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
    <title>Fanverse</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
// What `build.manifest` writes, for the entry and two pages: their chunks and styles get links.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-test.js',
    isEntry: true,
    imports: ['_app.js'],
    css: ['assets/app.css'],
  },
  '_app.js': { file: 'assets/app-test.js' },
  'src/features/catalogue/home/HomePage.tsx': {
    file: 'assets/HomePage-test.js',
    imports: ['_app.js', '_rails.js'],
    css: ['assets/HomePage-test.css'],
  },
  '_rails.js': { file: 'assets/rails-test.js', css: ['assets/rails-test.css'] },
  'src/features/consent/ConsentUi.tsx': {
    file: 'assets/ConsentUi-test.js',
    imports: ['_app.js'],
    css: ['assets/ConsentUi-test.css'],
  },
  'src/features/catalogue/series/SeriesPage.tsx': {
    file: 'assets/SeriesPage-test.js',
    css: ['assets/SeriesPage-test.css'],
  },
  // The Spanish translations: a chunk of their own, loaded by the page of a Spanish reader only.
  'src/locales/es.json': { file: 'assets/es-test.js' },
};

let t: TestApp;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fv-page-render-'));
  const dist = path.join(folder, 'dist');
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  // One page stylesheet is in the build (it is written into the document), one is not (it stays a link).
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'HomePage-test.css'), '.home-test{color:red}');
  await build({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: true, outDir: path.join(folder, 'dist-ssr'), sourcemap: false, emptyOutDir: true },
  });
  t = await buildTestApp({ WEB_DIST_DIR: dist });
  await seedDemoCatalogue(t.database.db);
  await t.app.ready();
  // A first render runs the bundle's code cold (and the calls it makes): on a machine busy with
  // other test files that can pass RENDER_TIMEOUT_MS, and the page is then rightly sent
  // client-only. The tests below are about what a render writes, so one is made first.
  await t.app.inject({ url: '/', headers: { accept: 'text/html', 'x-country-code': 'US' } });
}, 120_000);

afterAll(async () => {
  await t?.app.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { accept: 'text/html', 'x-country-code': 'US', ...headers } });
const api = async <T>(url: string) => (await t.app.inject({ url })).json<T>();

/** The text of the rendered app (tags dropped), to look for content in. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
const meta = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(html)?.[1];
const stateOf = (html: string) => {
  const match = /<script type="application\/json" id="fv-ssr-state">([\s\S]*?)<\/script>/.exec(html);
  return match
    ? (JSON.parse(match[1]!) as {
        lang: string;
        queries: { queries: unknown[] };
        formats?: Record<string, string>;
      })
    : null;
};
const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Homepage {
  collectionItems: Array<{ item_type: string; title: string; metadata?: { layout: string } }>;
}

describe('the consent banner in the first view', () => {
  const decided = formatOptanonConsent({
    datestamp: new Date().toString(),
    version: CONSENT_VERSION,
    consentId: '00000000-0000-4000-8000-0000000c0de1',
    interactionCount: 1,
    isGpcEnabled: false,
    isIABGlobal: false,
    landingPath: 'NotLandingPage',
    groups: { ...DEFAULT_CONSENT_GROUPS, C0002: true },
  });

  it('is in the page of a visitor who has not chosen, with its styles and code linked', async () => {
    const res = await page('/');
    expect(rootOf(res.body)).toContain('Your privacy choices');
    expect(rootOf(res.body)).toContain('Accept all');
    expect(res.body).toContain('href="/assets/ConsentUi-test.css"');
    expect(res.body).toContain('/assets/ConsentUi-test.js');
    expect(stateOf(res.body)).toMatchObject({ consentBanner: true });
  });

  it('is not in the page of a visitor who has chosen, and nothing of its chunk is linked', async () => {
    const res = await page('/', { cookie: `OptanonConsent=${decided}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).not.toContain('Your privacy choices');
    expect(res.body).not.toContain('ConsentUi-test');
    expect(stateOf(res.body)).toMatchObject({ consentBanner: false });
  });
});

describe('server-rendered pages', () => {
  it('renders home with its rails, head, links, headers and state', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(String(res.headers.vary)).toMatch(/Cookie, Accept-Language/);
    const html = res.body;
    expect(html).toContain('<html lang="en">');

    const home = await api<Homepage>('/api/5/2/homepage/home?withitems=1');
    const rails = home.collectionItems.filter(
      (item) => item.item_type === 'Collection' && item.metadata?.layout === 'rail',
    );
    expect(rails.length).toBeGreaterThan(0);
    for (const rail of rails) expect(rootOf(html)).toContain(escaped(rail.title));

    // One title (the page's), the page's description instead of the default one.
    expect(html.match(/<title>/g)?.length).toBeGreaterThanOrEqual(1);
    expect(html).toMatch(
      /<head>[\s\S]*<title>Fanverse — stories, heroes and the fans who love them<\/title>/,
    );
    expect(html).not.toContain('The default description.');
    expect(meta(html, 'name', 'description')).toMatch(/^Fanverse is a home for fans/);
    expect(html).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}/">`);
    expect(meta(html, 'property', 'og:url')).toBe(`${t.config.PUBLIC_URL}/`);
    expect(meta(html, 'property', 'og:type')).toBe('website');

    // The page's own styles (and those of what it imports), written into the document when the
    // build has them; its code starts after the page has loaded, with the entry's.
    // Beside it a disabled link (neither fetched nor applied) tells the app's chunk loader it is there.
    expect(html).toContain(
      '<style data-href="/assets/HomePage-test.css">.home-test{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/HomePage-test.css" disabled>',
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-test.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/rails-test.css">');
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const boot =
      /<script defer src="\/first-view.js" data-entry="([^"]+)" data-modules="([^"]*)"><\/script>/.exec(html);
    expect(boot?.[1]).toBe('/assets/index-test.js');
    // A first visit (no consent choice): the consent banner's chunk comes along (tests below).
    expect(boot?.[2]?.split(' ')).toEqual([
      '/assets/HomePage-test.js',
      '/assets/rails-test.js',
      '/assets/ConsentUi-test.js',
    ]);
    expect(html).not.toContain('/assets/app-test.js');

    const state = stateOf(html);
    expect(state?.lang).toBe('en');
    expect(state?.queries.queries.length).toBeGreaterThan(1); // the consumer config and the feed
    // The prices the shop rail shows, as written: the browser's hydration reuses them.
    const prices = Object.entries(state?.formats ?? {}).filter(([key]) => key.startsWith('price|en|'));
    expect(prices.length).toBeGreaterThan(0);
    for (const [, text] of prices) expect(rootOf(html)).toContain(escaped(text));
  });

  it('renders a series page with its title, description, episodes and Open Graph art', async () => {
    const series = await api<{
      id: number;
      title: string;
      description: string;
      url: string;
      box_art: string;
    }>('/api/5/1/series/1');
    const episodes = await api<{ values: Array<{ title: string }> }>(
      '/api/5/series/1/seasons/1?page=1&sort=asc',
    );
    const res = await page(series.url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${escaped(series.title)} — Fanverse</title>`);
    expect(meta(html, 'name', 'description')).toBe(escaped(series.description));
    expect(meta(html, 'property', 'og:title')).toBe(`${escaped(series.title)} — Fanverse`);
    expect(meta(html, 'property', 'og:type')).toBe('video.tv_show');
    expect(meta(html, 'property', 'og:image')).toBe(new URL(series.box_art, t.config.PUBLIC_URL).href);
    expect(html).toContain(`<link rel="canonical" href="${t.config.PUBLIC_URL}${series.url}">`);
    expect(rootOf(html)).toContain(escaped(series.description));
    expect(episodes.values.length).toBeGreaterThan(0);
    for (const episode of episodes.values) expect(rootOf(html)).toContain(escaped(episode.title));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/SeriesPage-test.css">');
  });

  it('answers 404 with the not-found page for a missing series, without state to hydrate', async () => {
    const res = await page('/series/99999/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rootOf(res.body)).toContain('We couldn’t find this');
    expect(res.body).toContain('<title>Not found — Fanverse</title>');
    expect(stateOf(res.body)).toBeNull();
  });

  it('moves an address with an old slug to the series’ own', async () => {
    const series = await api<{ url: string }>('/api/5/1/series/1');
    const res = await page('/series/1/old-name?season=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${series.url}?season=1`);
  });

  it('renders in Spanish for the locale cookie, and for Accept-Language', async () => {
    for (const headers of <Record<string, string>[]>[
      { cookie: 'other=1; locale=es', 'accept-language': 'en-US,en' },
      { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' },
    ]) {
      const res = await page('/', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="es">');
      expect(rootOf(res.body)).toContain('Cada historia. Cada héroe. Un solo universo.');
      expect(stateOf(res.body)?.lang).toBe('es');
      expect(res.body).toMatch(/data-modules="[^"]*\/assets\/es-test\.js"/);
    }
    const english = await page('/', { 'accept-language': 'fr-FR,es;q=0.8' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).not.toContain('es-test.js');
  });

  it('sends a visitor from an unsupported country to /coming-soon/ as the app does', async () => {
    const res = await page('/browse', { 'x-country-code': 'FR' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/coming-soon/');
  });

  it('keeps the state inert: no </script> or <!-- from the content can end it', async () => {
    const title = 'Break </script><script>alert(1)</script> <!-- & \u2028 "out"';
    await t.database.db.updateTable('series').set({ title }).where('id', '=', 2).execute();
    const series = await api<{ url: string; title: string }>('/api/5/1/series/2');
    expect(series.title).toBe(title);
    const res = await page(series.url);
    expect(res.statusCode).toBe(200);
    const start = res.body.indexOf('<script type="application/json" id="fv-ssr-state">');
    const body = res.body.slice(start);
    const json = body.slice(body.indexOf('>') + 1, body.indexOf('</script>'));
    expect(json).not.toMatch(/<|>|\u2028/);
    expect(JSON.stringify(JSON.parse(json))).toContain(JSON.stringify(title).slice(1, -1));
    expect(res.body).toContain(`<title>${escaped(title).replace('\u2028', '\u2028')} — Fanverse</title>`);
  });

  // The page routes are not in the route matrix (its app has no SSR bundle, so `GET /` is not
  // registered there): generated addresses, queries and headers here, never a 5xx.
  it('answers any generated address, query and headers of a rendered page without a 5xx', async () => {
    const paths = fc.constantFrom(
      '/',
      '/browse',
      '/search',
      '/series/1/x',
      '/clips/x',
      '/collections/%ff',
      '/pages/',
    );
    const text = fc.string({ maxLength: 40, unit: 'binary' });
    await fc.assert(
      fc.asyncProperty(
        paths,
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), text),
        text,
        text,
        async (path, query, accept, language) => {
          const search = new URLSearchParams(query).toString();
          const res = await t.app.inject({
            url: search ? `${path}?${search}` : path,
            headers: {
              accept: `text/html,${accept}`.replace(/[^\t\x20-\x7e]/g, ''),
              'accept-language': language.replace(/[^\t\x20-\x7e]/g, ''),
              'x-country-code': 'US',
            },
          });
          expect(res.statusCode, `${path}?${search}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers 404 for an address the client checks refuse (a clip id that is no uuid)', async () => {
    const res = await page('/clips/not-a-uuid');
    expect(res.statusCode).toBe(404);
    expect(stateOf(res.body)).toBeNull();
  });

  it('leaves pages that are not public to the client-only document', async () => {
    for (const url of ['/login', '/account', '/myoriginstory']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(stateOf(res.body), url).toBeNull();
    }
  });

  it('leaves a member under parental limits to the client-only document (the render is a visitor’s)', async () => {
    const member = await createTestUser(t);
    const cookie = `locale=en; session=${member.token}`;
    const unlimited = await page('/', { cookie });
    expect(stateOf(unlimited.body)).not.toBeNull();
    await setLimits(t, member, { tv_rating: 'TV-PG', age_rating: '' });
    const limited = await page('/', { cookie });
    expect(limited.statusCode).toBe(200);
    expect(limited.body).toContain('<div id="root"></div>');
    expect(stateOf(limited.body)).toBeNull();
    // A stale cookie is a visitor's: rendered.
    expect(stateOf((await page('/', { cookie: 'session=not-a-session' })).body)).not.toBeNull();
  });
});
