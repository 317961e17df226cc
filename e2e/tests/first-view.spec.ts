import { expect, test, type Page } from '@playwright/test';

/**
 * The first view of the public pages (docs/first-view.md): the server sends them rendered, with
 * their data, so they read without JavaScript; with JavaScript the app takes the markup over
 * (hydration) without React reporting a mismatch, and works on from there. The series visited
 * is looked up through the API, so the journey follows whatever the demo generator wrote.
 */

interface SeriesReply {
  title: string;
  description: string;
  url: string;
}

interface HomepageReply {
  collectionItems: Array<{
    item_type: string;
    title: string;
    metadata?: { layout: string };
    collection_items?: unknown[];
  }>;
}

async function firstSeries(page: Page): Promise<SeriesReply> {
  const reply = await page.request.get('/api/5/1/series/1');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as SeriesReply;
}

async function railTitles(page: Page): Promise<string[]> {
  const reply = await page.request.get('/api/5/2/homepage/home?withitems=1');
  expect(reply.ok()).toBe(true);
  const home = (await reply.json()) as HomepageReply;
  // The collections the home page draws as rails (HomeRows): not the masthead, not empty.
  return home.collectionItems
    .filter(
      (item) =>
        item.item_type === 'Collection' &&
        item.metadata?.layout !== 'masthead' &&
        (item.collection_items?.length ?? 0) > 0,
    )
    .map((rail) => rail.title);
}

async function firstEpisodeTitles(page: Page): Promise<string[]> {
  const reply = await page.request.get('/api/5/series/1/seasons/1?page=1&sort=asc');
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { values: Array<{ title: string }> }).values.map((e) => e.title);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its rails and a series page its title, description and episodes', async ({
    page,
  }) => {
    const rails = await railTitles(page);
    expect(rails.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Every story. Every hero. One universe.',
    );
    for (const title of rails) await expect(page.getByRole('heading', { name: title }).first()).toBeVisible();

    const series = await firstSeries(page);
    const episodes = await firstEpisodeTitles(page);
    await page.goto(series.url);
    await expect(page).toHaveTitle(`${series.title} — Fanverse`);
    await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
    await expect(page.getByText(series.description).first()).toBeVisible();
    for (const title of episodes.slice(0, 3)) await expect(page.getByText(title).first()).toBeVisible();
  });
});

/** Console errors and uncaught page errors; React 19 reports mismatches via onRecoverableError → console.error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('with JavaScript the app hydrates the rendered pages without a mismatch and works on', async ({
  page,
}) => {
  const series = await firstSeries(page);
  const errors = collectErrors(page);

  await page.goto('/');
  // Hydrated: the app answers a click (a client-side navigation) without a new document.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The events' dates, time zones and countries are written by Intl, which Node and Chromium
  // write with different spaces: the browser takes the server's text for them.
  await page.goto('/events');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByText(/\d{4}, \d{1,2}:\d{2}/).first()).toBeVisible();
  await page.goto(series.url);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
  expect(errors).toEqual([]);

  // Client-side navigation to another page and back: no new document is loaded.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1;
  });
  await page.getByRole('banner').getByRole('link', { name: 'Browse' }).first().click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
  expect(documents).toBe(0);
  expect(errors).toEqual([]);
});

test('a server markup the app does not produce is reported (the check above can fail)', async ({ page }) => {
  const errors = collectErrors(page);
  // The document as the server sent it, with one word of the rendered page changed.
  await page.route('/', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('One universe.', 'Two universes.');
    await route.fulfill({ response, body });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every story. Every hero. One universe.');
  await expect.poll(() => errors.some((text) => /hydrat/i.test(text))).toBe(true);
});

test("a signed-in member's header fills in after hydration", async ({ page }) => {
  const errors = collectErrors(page);
  const username = `fv${Date.now().toString(36)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Correct-horse-9');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // A new document: the server renders the anonymous header, the browser fills in the member.
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(
    page.getByRole('banner').getByRole('button', { name: `Account menu: ${username}` }),
  ).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
