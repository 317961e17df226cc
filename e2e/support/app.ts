import type { Page } from '@playwright/test';

/**
 * Waits until the app runs the page. A server-rendered page reads and follows links at once, but
 * its buttons, menus and selects work once the app has taken it over, which starts after the page
 * has loaded (docs/first-view.md); a client-only page is the app's from the start.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('fv-ssr-state') || document.documentElement.dataset.hydrated === 'true',
  );
}
