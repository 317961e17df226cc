import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

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
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the not-found, coming-soon and quiz pages have none either', async ({ page }) => {
  for (const path of ['/no/such/page', '/coming-soon/', '/myoriginstory']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

interface HomeItem {
  item_type: string;
  url?: string;
  path?: string;
  collection_items?: HomeItem[];
}

test('the catalogue pages have none either', async ({ page, request }) => {
  // Addresses of each kind of page, as the demo catalogue's homepage links them.
  const home = (await (await request.get('/api/5/2/homepage/home?withitems=1')).json()) as {
    collectionItems: HomeItem[];
  };
  const items = home.collectionItems.flatMap((item) => [item, ...(item.collection_items ?? [])]);
  const first = (type: string) => {
    const item = items.find((candidate) => candidate.item_type === type);
    expect(item, `a ${type} on the home page`).toBeDefined();
    return item!.url ?? item!.path!;
  };
  const paths = [
    '/browse',
    first('Series'),
    first('Episode'),
    `${first('Series')}/season/1`,
    first('Clip'),
    first('Collection'),
    first('CMSPage'),
    '/search?q=the',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // An episode's wall prompt, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(first('Episode'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), 'episode on a phone').toEqual([]);
});
