import { expect, test } from '@playwright/test';

test('an unknown route shows Page Not Found, with a way home', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page).toHaveTitle(/Page Not Found/);

  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every story. Every hero. One universe.');
});

test.describe('a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets no error page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
  });
});
