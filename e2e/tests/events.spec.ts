import { expect, test } from '@playwright/test';
import { registerMember } from '../support/members';
import { sessionIdOf } from '../support/premium';

/**
 * Fan events (issue 24), one member's story: a new member opens Events from the main
 * navigation, opens a demo event (its times in the event's own zone), signs up and sees
 * "Signed up" with their entry reserved, opens their member card and sees a QR code of the very
 * token the server holds for them, then goes back and cancels (after confirming), which frees
 * the place again. The demo's Paper Comets workshop is used: the check-in journey uses another.
 */

const EVENT = 'Paper Comets Folding Workshop';

test('a member signs up for an event, shows their member card and cancels', async ({ page }) => {
  await registerMember(page, 'events');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Events', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My events' })).toBeVisible();
  await expect(page.getByText("You haven't signed up for any events yet.")).toBeVisible();
  await page.getByRole('list', { name: 'Upcoming events' }).getByRole('link', { name: EVENT }).click();

  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  // Mexico City has no daylight saving time: always GMT-6.
  await expect(page.getByText('Times in Mexico City time (GMT-6)')).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText("You're signed up. Show your member card at the door.")).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Signed up')).toBeVisible();
  const holdings = page.getByRole('region', { name: 'What you have at this event' });
  await expect(holdings.getByRole('listitem', { name: 'Workshop place' })).toContainText('Reserved');

  await page.getByRole('link', { name: 'Open your member card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your member card' })).toBeVisible();
  const qr = page.getByRole('img', { name: /^Member card QR code for / });
  await expect(qr).toBeVisible();
  await expect(page.getByText('Show this at the door')).toBeVisible();
  // The code on screen is the server's current token (asked again should the minute turn between).
  const authorization = `Token ${await sessionIdOf(page)}`;
  await expect(async () => {
    const reply = await page.request.get('/api/events/1/card', { headers: { Authorization: authorization } });
    expect(reply.ok(), `GET /api/events/1/card answered ${reply.status()}`).toBe(true);
    const { token } = (await reply.json()) as { token: string };
    expect(token.startsWith('FVC1.')).toBe(true);
    await expect(qr).toHaveAttribute('data-value', token, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel sign-up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your sign-up?' });
  await dialog.getByRole('button', { name: 'Cancel sign-up' }).click();
  await expect(page.getByText('Your sign-up has been cancelled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Signed up')).toHaveCount(0);
});
