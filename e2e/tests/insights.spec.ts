import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MEMBER_PASSWORD, accountMenu, registerMember } from '../support/members';

/**
 * The staff insights dashboard (issue 25), one story: the staff account (STAFF_EMAILS=
 * staff@e2e.test in the e2e server's env, email verified) signs up, which the rollup counts
 * (ANALYTICS_ROLLUP_SECONDS=2); on /insights it sees the sign-ups total at least 1 and the
 * charts drawn, trades one for its table, picks a preset range kept in the address, and finds
 * the dashboard in its account menu; a member who is not staff is told it is for staff.
 */

const STAFF_EMAIL = 'staff@e2e.test';

/** The latest mail the development outbox holds for `to`. */
async function latestMail(request: APIRequestContext, to: string) {
  let links: string[] = [];
  await expect
    .poll(async () => {
      const reply = await request.get(`/dev/outbox/latest.json?to=${encodeURIComponent(to)}`);
      links = reply.ok() ? ((await reply.json()) as { links: string[] }).links : [];
      return links.length;
    })
    .toBeGreaterThan(0);
  return links;
}

/**
 * Signs in as the staff account, registering and verifying it the first time this server sees
 * it (the list of staff emails only promotes verified accounts).
 */
async function signInAsStaff(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(STAFF_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signedIn = await accountMenu(page)
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (signedIn) return;
  await page.goto('/register');
  await page.getByLabel('Username').fill(`staff_${Date.now().toString(36)}`);
  await page.getByLabel('Email', { exact: true }).fill(STAFF_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 30_000 });
  // The app then moves on to the welcome page: the verification link is opened after that lands.
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 30_000 });
  const verify = (await latestMail(page.request, STAFF_EMAIL)).find((link) =>
    link.includes('/verify-email?token='),
  );
  const url = new URL(verify!);
  await page.goto(`${url.pathname}${url.search}`);
  // The page verifies by a call of its own: only once it says so is the account staff-to-be.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified', {
    timeout: 30_000,
  });
}

/** A big number of the dashboard, read from its tile. */
async function totalOf(page: Page, label: string): Promise<number> {
  const tile = page
    .getByRole('region', { name: 'Totals for this range' })
    .locator('div')
    .filter({ has: page.locator('dt', { hasText: label }) });
  const text = (await tile.locator('dd').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, '') || NaN);
}

test('staff see the dashboard with their own sign-up counted; a member is told it is for staff', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page);

  // The sign-up is counted once the rollup (every 2 s) has run: the page is opened again until then.
  await page.goto('/insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Data as of /)).toBeVisible();
    expect(await totalOf(page, 'Sign-ups')).toBeGreaterThanOrEqual(1);
  }).toPass({ timeout: 45_000, intervals: [1_000, 2_000, 3_000] });

  // The charts are drawn (recharts' SVG), each with its table a click away.
  const activity = page.getByRole('region', { name: 'Members and visitors per day' });
  await expect(activity.locator('svg.recharts-surface').first()).toBeVisible();
  await activity.getByRole('button', { name: /^Show as table/ }).click();
  await expect(activity.getByRole('table', { name: 'Members and visitors per day' })).toBeVisible();
  await expect(activity.locator('svg.recharts-surface')).toHaveCount(0);
  for (const title of ['Watching per day', 'Visit → register → premium']) {
    const card = page.getByRole('region', { name: title });
    await expect(
      card.locator('svg.recharts-surface').first().or(card.getByText('No data in this range yet')),
    ).toBeVisible();
  }

  // A preset range is kept in the address, so the view can be shared.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/\/insights\?days=7$/);
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(await totalOf(page, 'Sign-ups')).toBeGreaterThanOrEqual(1);

  // The account menu offers the dashboard to staff.
  await accountMenu(page).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Insights' })).toBeVisible();

  // A member who is not staff is told so, with a way home, and sees no numbers.
  const memberContext = await browser.newContext({ locale: 'en-US' });
  const member = await memberContext.newPage();
  await registerMember(member, 'fan');
  await member.goto('/insights');
  await expect(
    member.getByRole('heading', { level: 1, name: 'Insights are for Fanverse staff' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(member.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Totals for this range' })).toHaveCount(0);
  await accountMenu(member).click();
  await expect(member.getByRole('banner').getByRole('link', { name: 'Insights' })).toHaveCount(0);
  await memberContext.close();
});
