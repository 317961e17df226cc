import { expect, test, type Page } from '@playwright/test';
import { appReady } from '../support/app';

const SPANISH_HERO = 'Cada historia. Cada héroe. Un solo universo.';
const ENGLISH_HERO = 'Every story. Every hero. One universe.';

/** Requests for the Spanish translations' chunk (English is in the app's own). */
function spanishChunkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/es-[\w-]+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test.describe('a browser set to Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets the start page in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_HERO);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Principal' })).toBeVisible();
  });

  test('hydrates in Spanish without a mismatch, and a page the browser renders is Spanish too', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const chunks = spanishChunkRequests(page);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_HERO);
    expect(errors).toEqual([]);
    // The server preloads it with the page; the app's import takes that same fetch.
    expect(chunks).toHaveLength(1);

    // Sign-in starts in the browser alone: it waits for the translations before it renders.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Te damos la bienvenida de nuevo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(errors).toEqual([]);
  });
});

test('switching to Spanish is remembered across a reload (cookie and local storage)', async ({
  page,
  context,
}) => {
  const chunks = spanishChunkRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HERO);
  await appReady(page);
  // An English reader's phone never fetches the Spanish translations.
  expect(chunks).toEqual([]);

  await page.getByRole('banner').getByLabel('Language').selectOption('es');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_HERO);
  expect(chunks).toHaveLength(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es');

  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('es');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPANISH_HERO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await appReady(page);

  // And back to English, through the switcher (now labelled in Spanish).
  await page.getByRole('banner').getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HERO);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the API is asked for content in the chosen language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_HERO);
  await appReady(page);

  await page.getByRole('banner').getByLabel('Language').selectOption('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // After a reload (server-rendered in Spanish from the cookie, start-up's consumer config
  // already in the document: docs/first-view.md), the app's next content request carries trans=es.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await appReady(page);
  const browse = page.waitForRequest((request) => request.url().includes('/api/5/2/homepage/browse'));
  await page.getByRole('banner').getByRole('link', { name: 'Explorar' }).first().click();
  expect(new URL((await browse).url()).searchParams.get('trans')).toBe('es');
});
