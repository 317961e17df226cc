import { expect, test } from '@playwright/test';

test.describe('a visitor from a country Fanverse does not serve yet', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': 'ZZ' } });

  test('lands on /coming-soon/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/coming-soon\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We're not in your country yet");
  });

  test('is sent back to /coming-soon/ from any page, and can read it in Spanish', async ({ page }) => {
    await page.goto('/myoriginstory');
    await expect(page).toHaveURL(/\/coming-soon\/$/);

    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Todavía no estamos en tu país');
  });
});

test('a visitor from a supported country stays on the start page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every story. Every hero. One universe.');
  await expect(page).toHaveURL(/\/$/);
});
