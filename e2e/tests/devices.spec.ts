import { expect, test } from '@playwright/test';
import { registerMember } from '../support/members';

/**
 * TV device linking end to end (issue 23): a TV (its own browser context, a smart-TV user agent,
 * a 1080p screen) opens /tv and shows a short code with its QR code; a member, in another context,
 * enters the code at /activate as a person would type it (lower case, with the dash), sees which
 * device asks and confirms; the TV, polling, signs in and names the member, and its remote's
 * arrows move between its buttons; the member signs the TV out from their signed-in devices and
 * the TV comes back to a new code by itself. Real server, real Chromium, the built web app.
 */

const TV_USER_AGENT =
  'Mozilla/5.0 (X11; Linux armv7l; SMART-TV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{3}-[BCDFGHJKLMNPQRSTVWXZ]{2}$/;
/** The TV polls every 5 s (the server's interval) and checks its session as often: two rounds at most. */
const TV_WAIT = { timeout: 15_000 };

test('a TV signs in with a short code a member confirms, and returns to a new code when signed out', async ({
  browser,
}) => {
  const tvContext = await browser.newContext({
    userAgent: TV_USER_AGENT,
    viewport: { width: 1920, height: 1080 },
  });
  const memberContext = await browser.newContext();
  try {
    const tv = await tvContext.newPage();
    await tv.goto('/tv');
    const code = tv.getByTestId('tv-code');
    await expect(code).toHaveText(CODE);
    const shown = (await code.textContent())!;
    const raw = shown.replace('-', '');
    const qr = tv.getByRole('img', { name: /QR code/ });
    await expect(qr).toHaveAttribute('data-value', new RegExp(`/activate\\?code=${raw}$`));
    await expect(tv.getByText(/This code expires in (10:00|9:\d\d)/)).toBeVisible();

    const web = await memberContext.newPage();
    const username = await registerMember(web, 'tv');
    await web.goto('/activate');
    await web.getByLabel('Code').fill(shown.toLowerCase());
    await web.getByRole('button', { name: 'Continue' }).click();
    const confirm = web.getByRole('region', { name: 'Is this your device?' });
    await expect(confirm).toContainText('Smart TV');
    await expect(confirm).toContainText('Asked for a code');
    await expect(confirm).toContainText(`Code ${shown}`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(web.getByRole('status', { name: 'Your device is linked' })).toBeVisible();

    // The TV's next poll finds the code linked and signs in as the member.
    await expect(tv.getByRole('heading', { name: `Signed in as ${username}` })).toBeVisible(TV_WAIT);
    const go = tv.getByRole('link', { name: 'Continue' });
    const signOut = tv.getByRole('button', { name: 'Sign out' });
    await expect(go).toBeFocused();
    await tv.keyboard.press('ArrowRight');
    await expect(signOut).toBeFocused();
    await tv.keyboard.press('ArrowLeft');
    await expect(go).toBeFocused();

    // The member's devices: this browser first, then the TV, which they sign out.
    await web.getByRole('link', { name: 'See your signed-in devices' }).click();
    const devices = web.getByRole('list', { name: 'Your devices' });
    await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    const tvRow = devices.getByRole('listitem').filter({ hasText: 'Smart TV' });
    await tvRow.getByRole('button', { name: 'Sign out Smart TV' }).click();
    await expect(web.getByText('Smart TV has been signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem').filter({ hasText: 'Smart TV' })).toHaveCount(0);

    // The TV finds its session gone and shows a new code.
    await expect(tv.getByTestId('tv-code')).toHaveText(CODE, TV_WAIT);
    await expect(tv.getByTestId('tv-code')).not.toHaveText(shown);
    await expect(tv.getByRole('heading', { name: /Signed in as/ })).toHaveCount(0);
  } finally {
    await tvContext.close();
    await memberContext.close();
  }
});
