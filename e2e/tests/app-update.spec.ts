import { expect, test } from '@playwright/test';

const isBuildIdUrl = (url: URL | string) => new URL(url).pathname === '/build-id.json';

test('no update banner while the served build is the one running', async ({ page }) => {
  const buildId = page.waitForResponse((response) => isBuildIdUrl(response.url()));
  await page.goto('/');
  expect((await buildId).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('A new version of Fanverse is available.')).toHaveCount(0);
});

test('a newer deployed build offers a reload', async ({ page }) => {
  await page.route(isBuildIdUrl, (route) =>
    route.fulfill({ json: { id: 'a-newer-build', built_at: new Date().toISOString() } }),
  );
  await page.goto('/');

  // Announced politely: the message sits in a live status region.
  await expect(page.getByRole('status').getByText('A new version of Fanverse is available.')).toBeVisible();
  const reloaded = page.waitForRequest((request) => request.isNavigationRequest());
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The reload guard remembers the reload for this tab.
  expect(await page.evaluate(() => sessionStorage.getItem('fanverse_reload_guard_at'))).toMatch(/^\d+$/);
});

test('the banner can be dismissed', async ({ page }) => {
  await page.route(isBuildIdUrl, (route) =>
    route.fulfill({ json: { id: 'a-newer-build', built_at: new Date().toISOString() } }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('A new version of Fanverse is available.')).toHaveCount(0);
});
