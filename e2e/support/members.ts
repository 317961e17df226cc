import { expect, type Page } from '@playwright/test';

export const MEMBER_PASSWORD = 'Comet-tail-42!';

/** The header's account menu button, named after the signed-in member. */
export function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu:/ });
}

/**
 * Registers a new member through the form (`<prefix>_<stamp>`, an @example.com address) and
 * waits until the header names them; answers the username.
 */
export async function registerMember(page: Page, prefix: string): Promise<string> {
  const username = `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Signed in once the header names the member (the welcome page may take a moment on a busy machine).
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu: ${username}`, { timeout: 30_000 });
  // Then the app moves on to the welcome page: a click before that lands would be undone by it.
  await expect(page).toHaveURL(/\/welcome$/);
  return username;
}
