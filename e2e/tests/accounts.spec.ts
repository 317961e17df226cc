import { deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The member journey against the real server: register, verify the email from the development
 * outbox, sign out, sign in, change the password, upload an avatar, and accept a new terms
 * revision. One account runs through every step, so the steps run in order.
 */
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const member = {
  username: `fan_${stamp}`,
  email: `fan.${stamp}@example.com`,
  password: 'Comet-tail-42!',
  newPassword: 'Nebula-drift-77?',
};

// --- a small PNG, made here so the test needs no fixture file -------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` RGB PNG with a diagonal gradient. */
function makePng(size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    const row = y * (1 + size * 3);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const at = row + 1 + x * 3;
      rows[at] = 0x8b;
      rows[at + 1] = Math.round((255 * (x + y)) / (2 * size));
      rows[at + 2] = 0xff;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- helpers ---------------------------------------------------------------------------------

/** The latest mail the development outbox holds for `to`, waiting a little for it to arrive. */
async function latestMail(request: APIRequestContext, to: string) {
  let mail: { template: string; links: string[] } | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/dev/outbox/latest.json?to=${encodeURIComponent(to)}`);
        mail = reply.ok() ? ((await reply.json()) as { template: string; links: string[] }) : undefined;
        return mail?.template;
      },
      { message: `a mail to ${to} in /dev/outbox` },
    )
    .toBeTruthy();
  return mail!;
}

/**
 * Mail links carry the server's PUBLIC_URL; the browser must stay on the test's origin (local
 * storage, and so the session, belongs to one origin), so only the path and query are kept.
 */
function onThisSite(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function accountMenu(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Account menu:/ });
}

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signIn(page: Page, password: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email or username').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu: ${member.username}`);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

// --- the journey -----------------------------------------------------------------------------

test('the sign-in, registration and password pages have no serious accessibility violations', async ({
  page,
}) => {
  for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=abc']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  // With every field in error, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await seriousViolations(page), '/register with errors').toEqual([]);
});

test('a new visitor registers, verifies the email from the outbox, signs out and in, changes the password and uploads an avatar', async ({
  page,
  request,
}) => {
  // Register from the header; the new member lands signed in on the welcome page.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email', { exact: true }).fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toHaveAttribute(
    'data-ok',
    'true',
  );
  await expect(page.getByLabel('Country')).toHaveValue('US'); // from the consumer config
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Welcome to Fanverse, ${member.username}!`,
  );
  await expect(accountMenu(page)).toBeVisible();

  // Unverified: elsewhere, the banner asks for verification.
  await page.getByRole('link', { name: 'Start exploring' }).click();
  await expect(page.getByText('Please verify your email address.')).toBeVisible();

  // The verification mail, from the development outbox.
  const mail = await latestMail(request, member.email);
  expect(mail.template).toBe('verify_email');
  const verifyLink = mail.links.find((link) => link.includes('/verify-email?token='));
  expect(verifyLink, `a /verify-email link in ${JSON.stringify(mail.links)}`).toBeTruthy();
  await page.goto(onThisSite(verifyLink!));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');
  await page.getByRole('link', { name: 'Continue to Fanverse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every story. Every hero. One universe.');
  await expect(page.getByText('Please verify your email address.')).toHaveCount(0);

  // Sign out, and back in; the session survives a reload.
  await signOut(page);
  await signIn(page, member.password);
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();

  // Change the password in the account settings.
  await accountMenu(page).click();
  await page.getByRole('banner').getByRole('link', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
  expect(await seriousViolations(page), '/account').toEqual([]);
  const passwordSection = page.getByRole('region', { name: 'Password' });
  await passwordSection.getByLabel('Current password').fill(member.password);
  await passwordSection.getByLabel('New password').fill(member.newPassword);
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('status')).toHaveText('Password changed.');

  // Upload an avatar: preview first, then the upload; the header shows it at once.
  const pictures = page.getByRole('region', { name: 'Pictures' });
  await pictures.getByLabel('Choose an avatar').setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(pictures.getByRole('img', { name: 'Preview of your new avatar' })).toBeVisible();
  await pictures.getByRole('button', { name: 'Upload avatar' }).click();
  await expect(pictures.getByText('Avatar updated.')).toBeVisible();
  const stored = pictures.getByRole('img', { name: 'Your avatar' });
  await expect(stored).toBeVisible();
  const avatarUrl = await stored.getAttribute('src');
  expect(avatarUrl).toMatch(/\.webp$/);
  await expect(accountMenu(page).locator('img')).toHaveAttribute('src', avatarUrl!);
  // A same-origin path (`/media/…`): it loads on whatever host name the site was opened by.
  expect(avatarUrl).toMatch(/^\/media\//);
  expect((await request.get(avatarUrl!)).ok()).toBe(true);

  // The new password is the one that works now.
  await signOut(page);
  await signIn(page, member.newPassword);
});

test('a signed-in member is asked to accept a new terms revision', async ({ page, request }) => {
  // Publishing a revision goes through the development-only hook of the server.
  const revised = await request.post('/dev/agreements/terms/revise');
  expect(revised.ok(), await revised.text()).toBe(true);

  await page.goto('/');
  await signIn(page, member.newPassword);
  const dialog = page.getByRole('dialog', { name: "We've updated our Terms of Use" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('document')).toBeFocused();
  expect(await seriousViolations(page), 'the agreements dialog').toEqual([]);

  // Acceptance is required: Escape does not dismiss it, and the page behind is out of reach.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('To continue, accept the new version or sign out.')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('document')).toBeFocused(); // focus wrapped round, still inside

  await dialog.getByRole('button', { name: 'I accept' }).click();
  await expect(dialog).toHaveCount(0);

  // Accepted for good: a reload asks nothing.
  await page.reload();
  await expect(accountMenu(page)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
