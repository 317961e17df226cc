import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MEMBER_PASSWORD, accountMenu, registerMember } from '../support/members';
import { sessionIdOf } from '../support/premium';

/**
 * The check-in desk (issue 24), one story on a phone: a member signs up for a demo event; the
 * desk account (CHECKIN_ADMIN_EMAILS=desk@e2e.test in the e2e server's env, email verified)
 * opens /checkin, picks the event, finds the member by name and checks them in; a second desk
 * session finds the same member already checked in, with the first desk's time; and a member
 * without desk rights is told the desk is for event staff.
 */

/** The desk is a phone; signing in happens first at desktop size (the header's menu is there). */
const PHONE = { width: 390, height: 844 };
const DESK_EMAIL = 'desk@e2e.test';

interface EventsPage {
  values: { id: string; name: string; start_date: string }[];
}

/** The soonest upcoming demo event (helper D's demo events; the list is public). */
async function demoEvent(request: APIRequestContext) {
  const reply = await request.get('/api/events/1/events');
  expect(reply.ok(), `GET /api/events/1/events answered ${reply.status()}`).toBe(true);
  const { values } = (await reply.json()) as EventsPage;
  expect(values.length, 'a demo event').toBeGreaterThan(0);
  return values[0]!;
}

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
 * Signs in as the desk account, registering and verifying it the first time this server sees
 * it (the list of desk emails only promotes verified accounts).
 */
async function signInAsDesk(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(DESK_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const signedIn = await accountMenu(page)
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (signedIn) return;
  await page.goto('/register');
  await page.getByLabel('Username').fill(`desk_${Date.now().toString(36)}`);
  await page.getByLabel('Email', { exact: true }).fill(DESK_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(accountMenu(page)).toBeVisible({ timeout: 30_000 });
  const verify = (await latestMail(page.request, DESK_EMAIL)).find((link) =>
    link.includes('/verify-email?token='),
  );
  const url = new URL(verify!);
  await page.goto(`${url.pathname}${url.search}`);
  // The page verifies by a call of its own: done only once it says so (a desk call before that
  // would find the account unverified, and not a desk).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified', {
    timeout: 30_000,
  });
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ locale: 'en-US', hasTouch: true });
  return context.newPage();
}

/** At the desk: pick the event, find the member by name, open their card. */
async function openCard(page: Page, eventName: string, username: string) {
  await page.goto('/checkin');
  await page
    .getByRole('list', { name: 'Events' })
    .getByRole('button', { name: new RegExp(eventName) })
    .click();
  await page.getByRole('searchbox', { name: 'Find an attendee by name' }).fill(username);
  await page
    .getByRole('list', { name: 'Attendees' })
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: username })).toBeVisible();
  return page.getByRole('list', { name: 'Items at this event' }).getByRole('listitem').first();
}

test('a desk checks a member in; a second desk sees it; a member is not let in', async ({ browser }) => {
  test.setTimeout(90_000);

  // The member signs up for the event (the API call the event page makes).
  const member = await phonePage(browser);
  const username = await registerMember(member, 'fan');
  const event = await demoEvent(member.request);
  const signup = await member.request.post(`/api/events/1/events/${event.id}/signup`, {
    headers: { Authorization: `Token ${await sessionIdOf(member)}` },
  });
  expect(signup.ok(), `signup answered ${signup.status()}`).toBe(true);

  // The first desk checks them in with one tap.
  const desk = await phonePage(browser);
  await signInAsDesk(desk);
  const entry = await openCard(desk, event.name, username);
  await expect(entry.getByText('Not checked in')).toBeVisible();
  await entry.getByRole('button', { name: 'Check in' }).click();
  await expect(entry.getByText(`${username} is checked in.`)).toBeVisible();
  const already = entry.getByText(/^Already checked in by /);
  await expect(already).toBeVisible();
  const firstDeskLine = await already.textContent();

  // A second desk session (same admin, another phone) sees who did it and when.
  const second = await phonePage(browser);
  await signInAsDesk(second);
  const seen = await openCard(second, event.name, username);
  await expect(seen.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(seen.getByText(/^Already checked in by /)).toHaveText(firstDeskLine!);
  await expect(seen.getByRole('button', { name: 'Check in again' })).toBeVisible();

  // The member is no desk: the server refuses, the page says why.
  await member.setViewportSize(PHONE);
  await member.goto('/checkin');
  await expect(member.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});
