import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The catalogue against the real server and its demo catalogue (generated on first start): an
 * anonymous visitor browses home → a series → a season → an episode and meets the right wall,
 * search, a collection's pages, and the Spanish catalogue. The episodes to visit are looked up
 * through the API, so the journey follows whatever the demo generator wrote.
 */

interface Wall {
  status: string;
  wall_type: 0 | 1 | null;
  wall_expires: string | null;
}

interface EpisodeReply {
  number: number;
  title: string;
  season_num: number;
  season_title: string;
  video: Wall;
}

interface SeriesReply {
  id: number;
  slug: string;
  title: string;
  url: string;
  available_in: string[];
  premium_walled_in: string[];
}

interface ItemReply {
  item_type: string;
  slug?: string;
  title?: string;
  url?: string;
  collection_items?: ItemReply[];
  metadata?: { layout?: string };
}

/** Matches `text` anywhere in an accessible name, whatever characters it holds. */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/** The wall an anonymous visitor in the US meets, by the spec's rules (§4), for picking episodes. */
function wallFor(episode: EpisodeReply, series: SeriesReply): 'none' | 'register' | 'premium' | 'other' {
  const { video } = episode;
  if (video.status !== 'approved') return 'other';
  if (series.available_in.length > 0 && !series.available_in.includes('US')) return 'other';
  if (series.premium_walled_in.includes('US')) return 'premium';
  const expired = video.wall_expires !== null && Date.parse(video.wall_expires) <= Date.now();
  if (video.wall_type === null || expired) return 'none';
  return video.wall_type === 0 ? 'premium' : 'register';
}

interface Pick {
  series: SeriesReply;
  walled: EpisodeReply;
  free: EpisodeReply;
  premium: EpisodeReply | undefined;
}

/** A series on the home page with a free episode and a registration-walled one. */
async function pickSeries(request: APIRequestContext): Promise<Pick> {
  const home = await getJson<{ collectionItems: ItemReply[] }>(request, '/api/5/2/homepage/home?withitems=1');
  const onHome = new Set<string>();
  for (const item of home.collectionItems) {
    for (const inner of item.collection_items ?? []) {
      if (inner.item_type === 'Series' && inner.url) onHome.add(inner.url);
    }
  }
  for (const url of onHome) {
    const id = /^\/series\/(\d+)\//.exec(url)?.[1];
    if (!id) continue;
    const series = await getJson<SeriesReply>(request, `/api/5/1/series/${id}`);
    const episodes = await getJson<{ values: EpisodeReply[] }>(
      request,
      `/api/5/series/${id}/episodes/?page_size=100`,
    );
    const walled = episodes.values.find((episode) => wallFor(episode, series) === 'register');
    const free = episodes.values.find((episode) => wallFor(episode, series) === 'none');
    const premium = episodes.values.find((episode) => wallFor(episode, series) === 'premium');
    if (walled && free) return { series, walled, free, premium };
  }
  throw new Error(
    'The demo catalogue has no series on home with both a free and a registration-walled episode',
  );
}

test('an anonymous visitor browses home → series → season → episode and meets the right wall', async ({
  page,
  request,
}) => {
  const { series, walled, free, premium } = await pickSeries(request);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tile = page.getByRole('main').locator(`a[href="${series.url}"]`).first();
  await tile.scrollIntoViewIfNeeded();
  await tile.click();

  await expect(page).toHaveURL(series.url);
  await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
  await expect(page).toHaveTitle(`${series.title} — Fanverse`);

  // Pick the walled episode's season, then the episode itself.
  const seasons = page.getByRole('navigation', { name: 'Seasons' });
  await seasons.getByRole('link', { name: walled.season_title }).click();
  await expect(page).toHaveURL(`${series.url}?season=${walled.season_num}`);
  await expect(seasons.getByRole('link', { name: walled.season_title })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page
    .getByRole('link', { name: containing(walled.title) })
    .first()
    .click();

  await expect(page).toHaveURL(`${series.url}/episode/${walled.number}`);
  await expect(page.getByRole('heading', { level: 1, name: walled.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up to watch' })).toBeVisible();
  const signUp = page.getByRole('link', { name: 'Sign up free' });
  await expect(signUp).toHaveAttribute(
    'href',
    `/register?next=${encodeURIComponent(`${series.url}/episode/${walled.number}`)}`,
  );
  await expect(page.getByRole('link', { name: 'Play episode' })).toHaveCount(0);

  // A free episode has no wall: the poster and a way in to the player.
  await page.goto(`${series.url}/episode/${free.number}`);
  await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Play episode' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign up to watch' })).toHaveCount(0);

  if (premium) {
    await page.goto(`${series.url}/episode/${premium.number}`);
    await expect(page.getByRole('heading', { level: 1, name: premium.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Go premium to watch' })).toBeVisible();
  }

  // The season's own page lists the same episode, with the season marked.
  await page.goto(`${series.url}/season/${walled.season_num}`);
  await expect(page.getByRole('heading', { level: 1, name: walled.season_title })).toBeVisible();
  await expect(page.getByRole('link', { name: containing(walled.title) }).first()).toBeVisible();
});

test('search finds a series by a word of its title and keeps the words among the recent searches', async ({
  page,
  request,
}) => {
  const { series } = await pickSeries(request);
  const word = series.title
    .split(/\s+/)
    .sort((a, b) => b.length - a.length)[0]!
    .toLowerCase();

  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const box = page.getByRole('searchbox', { name: 'Search series, episodes and clips' });
  await box.fill(word);
  // As you type: the address follows the words once typing pauses.
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
  const seriesResults = page.getByRole('region', { name: 'Series' });
  await expect(seriesResults.getByRole('link', { name: containing(series.title) })).toBeVisible();
  await box.press('Enter');

  // Back on an empty search, the words are offered again, newest first.
  await page.goto('/search');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: word, exact: true })).toBeVisible();
  await recent.getByRole('button', { name: word, exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
  await expect(
    page.getByRole('region', { name: 'Series' }).getByRole('link', { name: containing(series.title) }),
  ).toBeVisible();

  await box.fill('zzqxv');
  await expect(page.getByText('No results for “zzqxv”.')).toBeVisible();
});

test('a collection page lists its items 20 to a page and keeps the page in the address', async ({
  page,
  request,
}) => {
  // The homepage's and browse's collections, the largest first.
  const slugs = new Set<string>();
  for (const flavor of ['home', 'browse']) {
    const homepage = await getJson<{ collectionItems: ItemReply[] }>(request, `/api/5/2/homepage/${flavor}`);
    for (const item of homepage.collectionItems)
      if (item.item_type === 'Collection' && item.slug) slugs.add(item.slug);
  }
  const pages: { slug: string; title: string; numPages: number }[] = [];
  for (const slug of slugs) {
    const [collection, first] = await Promise.all([
      getJson<{ title: string }>(request, `/api/5/2/collections/slug/${slug}`),
      getJson<{ num_pages: number }>(request, `/api/5/2/collection-items/slug/${slug}`),
    ]);
    pages.push({ slug, title: collection.title, numPages: first.num_pages });
  }
  const paged = pages.sort((a, b) => b.numPages - a.numPages)[0]!;
  expect(paged.numPages, 'a demo collection with more than one page of items').toBeGreaterThan(1);

  await page.goto(`/collections/${paged.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: paged.title })).toBeVisible();
  const pager = page.getByRole('navigation', { name: `Pages of ${paged.title}` });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main ul > li > a')).toHaveCount(20);

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/collections/${paged.slug}?page=2`);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(`${paged.title}, page 2 — Fanverse`);

  await page.reload();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`/collections/${paged.slug}`);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the catalogue shows Spanish titles', async ({ page, request }) => {
    const home = await getJson<{ collectionItems: ItemReply[] }>(
      request,
      '/api/5/2/homepage/home?withitems=1&trans=es',
    );
    const rail = home.collectionItems.find(
      (item) =>
        item.item_type === 'Collection' &&
        item.metadata?.layout !== 'masthead' &&
        (item.collection_items?.length ?? 0) > 0,
    )!;
    const { series } = await pickSeries(request);
    const spanish = await getJson<SeriesReply>(request, `/api/5/1/series/${series.id}?trans=es`);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: rail.title! })).toBeVisible();
    await page.goto(spanish.url);
    await expect(page.getByRole('heading', { level: 1, name: spanish.title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Temporadas' })).toBeVisible();
  });
});
