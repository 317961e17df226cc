import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accountMenu, MEMBER_PASSWORD, registerMember } from '../support/members';
import { getJson } from '../support/catalogue';
import { MEDIA_WAIT_MS } from '../support/media';
import { fillTestVisa, pickPremiumEpisode, sessionIdOf, waitForMemberMedia } from '../support/premium';

/**
 * Purchases, gifts and codes end to end (issue 22): member A gives B a month of Premium starting
 * today, paying with the sandbox's test Visa; B's mail (the development outbox) carries the claim
 * link; B opens it, registers from it, claims, and plays a premium episode. A redeems the demo
 * EST code for a premium book and reads it without a subscription; A's purchase history lists the
 * gift (bought) and the book (from a code). Everything goes through the real server, its sandbox
 * gateway and the built web app.
 */

interface PurchaseHistoryReply {
  items: { title: string; source: string; state: string; object: { model: string } }[];
}

/**
 * The demo EST code ("Launch week": one premium book): DEMO_PURCHASES.estCampaign.code in
 * apps/server/src/modules/purchases/store/demo-purchases.ts (the e2e project compiles on its own,
 * so the server's module is not imported here).
 */
const DEMO_EST_CODE = 'FANVERSE-BOOK';

/**
 * The claim link of the gift mail to `to`, from the development outbox. Mail links carry the
 * server's PUBLIC_URL; only the path is kept, so the browser stays on the test's origin.
 */
async function claimLinkFor(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/dev/outbox/latest.json?to=${encodeURIComponent(to)}`);
        const mail = reply.ok() ? ((await reply.json()) as { links: string[] }) : undefined;
        link = mail?.links.find((candidate) => candidate.includes('/gift/claim/'));
        return link;
      },
      { message: `a gift mail to ${to} in /dev/outbox with a claim link`, timeout: 30_000 },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * Goes to `path` inside the running app, as following one of its links does. (A full page load
 * of a watch page by a signed-in member is answered by the watch boot's anonymous rights call:
 * watch-plan.ts looks for the session under `fanverse_session`, while the app keeps it in `vuex`.)
 */
async function openInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a member gives premium, the receiver claims it and watches; the giver redeems a code and reads', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(MEDIA_WAIT_MS + 180_000);
  const episode = await pickPremiumEpisode(request);
  const giver = await registerMember(page, 'giver');
  const receiverName = `recv_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const receiverEmail = `${receiverName}@example.com`;

  // A: the Premium page links to Give Premium.
  await page.goto('/premium');
  await page.getByTestId('give-premium').click();
  await expect(page).toHaveURL(/\/premium\/gift$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Give Premium' })).toBeVisible();

  // The 1-month gift, for B, starting today (the default), from A (the account's address).
  await page.getByRole('radio', { name: /^1 month of Premium/ }).check();
  await page.getByRole('textbox', { name: 'Their name' }).fill('B');
  await page.getByRole('textbox', { name: 'Their email' }).fill(receiverEmail);
  await expect(page.getByRole('textbox', { name: 'Your email' })).toHaveValue(`${giver}@example.com`);
  await page.getByLabel(/^Personal message/).fill('Enjoy the shows!');

  // No saved card yet: the sandbox's test Visa is saved first, then the tax is worked out for it.
  await fillTestVisa(page);
  await page.getByRole('button', { name: 'Save card' }).click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByTestId('gift-total')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Pay and send' }).click();
  await expect(page.getByRole('heading', { name: 'Your gift is on its way' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`We've emailed ${receiverEmail} with a link to claim it.`)).toBeVisible();
  await expect(page.getByRole('region', { name: "Gifts you've sent" }).getByText('To B')).toBeVisible();

  // B: the mail's claim link, in a browser of their own.
  const claimPath = await claimLinkFor(request, receiverEmail);
  const receiverContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'en-US',
    extraHTTPHeaders: { 'x-country-code': 'US' },
  });
  const receiver = await receiverContext.newPage();
  await receiver.goto(claimPath);
  await expect(receiver.getByText(`A gift from ${giver}`)).toBeVisible();
  await expect(receiver.getByText('Enjoy the shows!')).toBeVisible();

  // Registering from the link: B's address is filled in, and B comes back to the gift.
  await receiver.getByRole('link', { name: 'Create an account to claim' }).click();
  await expect(receiver.getByLabel('Email', { exact: true })).toHaveValue(receiverEmail);
  await receiver.getByLabel('Username').fill(receiverName);
  await receiver.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await receiver.getByRole('button', { name: 'Create account' }).click();
  await expect(accountMenu(receiver)).toHaveAccessibleName(`Account menu: ${receiverName}`, {
    timeout: 30_000,
  });
  await expect(receiver).toHaveURL(new RegExp(`${claimPath}$`));
  await receiver.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(receiver.getByTestId('gift-premium-until')).toHaveText(/^Premium until .*\d{4}\.$/, {
    timeout: 30_000,
  });

  // B plays a premium episode: no wall, the video advances.
  await waitForMemberMedia(receiver.request, episode.uuid, await sessionIdOf(receiver));
  await openInApp(receiver, `/watch/episode/${episode.uuid}`);
  await expect(receiver.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect(receiver.getByRole('heading', { name: 'Go premium to watch' })).toHaveCount(0);
  const video = receiver.getByTestId('player-video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 60_000 })
    .toBeGreaterThan(1);
  await receiverContext.close();

  // A redeems the demo EST code for a premium book and reads it, with no subscription.
  await page.goto('/redeem');
  await page.getByLabel('Code').fill(DEMO_EST_CODE);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Code redeemed' })).toBeVisible({ timeout: 20_000 });
  const read = page.getByRole('link', { name: /^Read now/ }).first();
  const bookTitle = (await read.locator('.visually-hidden').textContent())?.replace(/^:\s*/, '') ?? '';
  expect(bookTitle, 'the redeemed book').not.toBe('');
  await read.click();
  await expect(page.getByTestId('reader-page')).toHaveAttribute('data-page', '1', { timeout: 30_000 });
  await expect(page.getByRole('img', { name: /^Page 1 of \d+$/ })).toBeVisible();

  // A's purchase history: the gift (bought) and the book (from a code).
  await page.goto('/account/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Your purchases' })).toBeVisible();
  const rows = page.getByTestId('purchase-row');
  const giftRow = rows.filter({ hasText: `Gift for B (${receiverEmail})` });
  await expect(giftRow.getByText('Gift', { exact: true })).toBeVisible();
  const bookRow = rows.filter({ hasText: bookTitle });
  await expect(bookRow.getByText('From a code', { exact: true })).toBeVisible();
  // The same, as the server spells the sources.
  const history = await getJson<PurchaseHistoryReply>(page.request, '/api/premium/2/purchases/est/me', {
    Authorization: `Token ${await sessionIdOf(page)}`,
  });
  const sources = Object.fromEntries(history.items.map((item) => [item.object.model, item.source]));
  expect(sources).toEqual({ gift: 'Purchased', book: 'PromoCode Grant' });
});
