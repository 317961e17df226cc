import { type APIRequestContext, expect, test } from '@playwright/test';
import { appReady } from '../support/app';
import { seriousViolations } from '../support/axe';

test('the start page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The catalogue's masthead and rails too, not only the welcome above them.
  await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
  await expect(page.getByRole('link', { name: /See all/ }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the start page in Spanish, on a phone, with the menu open, has none either', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await appReady(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The community: the boards and a general board with the demo's threads (a thread page and the
// Bookmarks page are checked in the discussions journey).
for (const path of ['/no/such/page', '/coming-soon/', '/myoriginstory', '/boards', '/boards/lounge']) {
  test(`${path} has none either`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

interface HomeItem {
  item_type: string;
  url?: string;
  path?: string;
  collection_items?: HomeItem[];
}

// The catalogue's page kinds, each found the way a visitor would: linked from the home page.
// One test per page, so each axe pass has its own time budget (the server encodes demo media
// in the background while the suite runs).
const catalogueAddresses: Array<[string, (first: (type: string) => string) => string]> = [
  ['browse', () => '/browse'],
  ['series', (first) => first('Series')],
  ['episode', (first) => first('Episode')],
  ['season', (first) => `${first('Series')}/season/1`],
  ['clip', (first) => first('Clip')],
  ['collection', (first) => first('Collection')],
  ['CMS', (first) => first('CMSPage')],
  ['search', () => '/search?q=the'],
];

for (const [kind, address] of catalogueAddresses) {
  test(`the catalogue's ${kind} page has none either`, async ({ page, request }) => {
    await page.goto(address(await homeLinks(request)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("an episode's wall prompt on a phone has none either", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto((await homeLinks(request))('Episode'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

// Phone to TV width: nothing runs off the side (the page never scrolls sideways), and signing in
// is within reach, in the bar or behind the menu button. The header once ran 170 px past a
// 1280 px window, and the date-of-birth card past a 412 px phone.
test('no page runs off the side, from a small phone to a TV', async ({ page }) => {
  for (const width of [320, 412, 1024, 1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/no/such/page', '/register', '/']) {
      await page.goto(path);
      await appReady(page);
      const sizes = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(sizes[0], `${path} at ${width} px`).toBeLessThanOrEqual(sizes[1]!);
    }
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Open menu' });
    if (width < 1280) await menu.click();
    else await expect(menu).toBeHidden();
    await expect(banner.getByRole('link', { name: 'Sign in' }), `at ${width} px`).toBeInViewport();
  }
});

/** A lookup of the first address the demo homepage links for an item type. */
async function homeLinks(request: APIRequestContext) {
  const home = (await (await request.get('/api/5/2/homepage/home?withitems=1')).json()) as {
    collectionItems: HomeItem[];
  };
  const items = home.collectionItems.flatMap((item) => [item, ...(item.collection_items ?? [])]);
  return (type: string) => {
    const item = items.find((candidate) => candidate.item_type === type);
    expect(item, `a ${type} on the home page`).toBeDefined();
    return item!.url ?? item!.path!;
  };
}
