import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appReady } from '../support/app';
import { MEMBER_PASSWORD as PASSWORD, accountMenu, registerMember as register } from '../support/members';

/**
 * User lists end to end (issue 18 "Done when"): a member favourites a series from its page,
 * makes a public list, adds an episode and a book to it from their pages, reorders them with the
 * keyboard and signs out; a second member opens the shared link, follows the list and finds it
 * under Following; the first member makes it private and the second now meets the
 * not-authorised state.
 */

interface SeriesReply {
  id: number;
  uuid: string;
  title: string;
  url: string;
}

interface EpisodeReply {
  number: number;
  uuid: string;
  title: string;
}

interface BookReply {
  uuid: string;
  url: string;
  title: string;
}

interface ItemReply {
  item_type: string;
  url?: string;
  collection_items?: ItemReply[];
}

/** A title as a pattern: demo titles may hold characters a pattern reads as syntax. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/** A series on the home page with episodes, one of its episodes, and a comic book. */
async function pickContent(request: APIRequestContext) {
  const home = await getJson<{ collectionItems: ItemReply[] }>(request, '/api/5/2/homepage/home?withitems=1');
  const urls = home.collectionItems.flatMap((item) =>
    (item.collection_items ?? [])
      .filter((inner) => inner.item_type === 'Series' && inner.url)
      .map((i) => i.url!),
  );
  let picked: { series: SeriesReply; episode: EpisodeReply } | undefined;
  for (const url of urls) {
    const id = /^\/series\/(\d+)\//.exec(url)?.[1];
    if (!id) continue;
    const series = await getJson<SeriesReply>(request, `/api/5/1/series/${id}`);
    const episodes = await getJson<{ values: EpisodeReply[] }>(
      request,
      `/api/5/series/${id}/episodes/?page_size=5`,
    );
    const episode = episodes.values[0];
    if (episode) {
      picked = { series, episode };
      break;
    }
  }
  if (!picked) throw new Error('the demo catalogue has no series with episodes on home');
  const books = await getJson<{ values: BookReply[] }>(
    request,
    '/api/comics/1/browse/books?page=1&page_size=1',
  );
  const book = books.values[0];
  if (!book) throw new Error('the demo catalogue has no comic books');
  return { ...picked, book };
}

/**
 * Verifies the member's email from the development outbox: public lists are for members with a
 * verified address (claim can_create_public_userlists). Mail links carry the server's PUBLIC_URL;
 * only the path is followed, so the session's origin is kept.
 */
async function verifyEmail(page: Page, request: APIRequestContext, username: string) {
  const to = `${username}@example.com`;
  let links: string[] = [];
  await expect
    .poll(async () => {
      const reply = await request.get(`/dev/outbox/latest.json?to=${encodeURIComponent(to)}`);
      links = reply.ok() ? ((await reply.json()) as { links: string[] }).links : [];
      return links.some((link) => link.includes('/verify-email?token='));
    })
    .toBe(true);
  const link = new URL(links.find((candidate) => candidate.includes('/verify-email?token='))!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is verified');
}

async function signOut(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu: ${username}`);
}

/** Opens a content page and adds it to `list` from the control's "Add to…" menu. */
async function addToList(page: Page, path: string, list: string) {
  await page.goto(path);
  await appReady(page);
  await page.getByRole('button', { name: 'Add to…' }).click();
  const item = page.getByRole('menu').getByRole('menuitemcheckbox', { name: list });
  await item.click();
  await expect(item).toHaveAttribute('aria-checked', 'true');
  // The change shows at once; wait until the server has answered it, without a refusal.
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^Not saved/)).toHaveCount(0);
}

test('favourite, make a public list, reorder it, share it, follow it, and make it private', async ({
  page,
  browser,
  request,
}) => {
  // Two members and a dozen page loads, while the server encodes the demo media in the background.
  test.setTimeout(240_000);
  const { series, episode, book } = await pickContent(request);
  const listTitle = `Speedsters ${Date.now().toString(36)}`;

  // The first member favourites a series from its page.
  const owner = await register(page, 'lister');
  await verifyEmail(page, request, owner);
  await page.goto(series.url);
  await appReady(page);
  await page.getByRole('button', { name: new RegExp(`^Favourite\\W+${literal(series.title)}`) }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^In favourites\\W+${literal(series.title)}`) }),
  ).toHaveAttribute('aria-pressed', 'true');

  // ... makes a public list on "My lists", where favourites come first.
  await page.goto('/lists');
  const cards = page.getByRole('list', { name: 'My lists' });
  await expect(cards.getByRole('heading').first()).toHaveText('Favourites');
  await page.getByRole('button', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByLabel('Title').fill(listTitle);
  await dialog.getByRole('switch', { name: 'Public' }).check();
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.getByRole('link', { name: listTitle })).toBeVisible();

  // ... adds an episode and a book to it from their pages.
  await addToList(page, `${series.url}/episode/${episode.number}`, listTitle);
  await addToList(page, book.url, listTitle);

  // ... and reorders them with the keyboard on the list's page.
  await page.goto('/lists');
  await cards.getByRole('link', { name: listTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: listTitle })).toBeVisible();
  const items = page.getByRole('list', { name: `Items of ${listTitle}` }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  const first = `${episode.title}, 1 of 2`;
  await expect(items.nth(0)).toHaveAccessibleName(first);
  await items.nth(0).focus();
  await page.keyboard.press('Alt+ArrowDown');
  await expect(items.nth(0)).toHaveAccessibleName(`${book.title}, 1 of 2`);
  await expect(items.nth(1)).toHaveAccessibleName(`${episode.title}, 2 of 2`);
  await expect(items.nth(1)).toBeFocused();
  // The order is the server's now: it holds after a reload.
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(items.nth(0)).toHaveAccessibleName(`${book.title}, 1 of 2`);
  const shareLink = await page.getByLabel('Share link').inputValue();
  expect(shareLink).toMatch(/\/lists\/[0-9a-f-]{36}$/);
  await signOut(page);

  // A second member opens the shared link, follows the list and sees it under Following.
  const second = await browser.newContext();
  const fan = await second.newPage();
  await register(fan, 'follower');
  await fan.goto(shareLink);
  await expect(fan.getByRole('heading', { level: 1, name: listTitle })).toBeVisible();
  await expect(fan.getByText(`A list by ${owner}`)).toBeVisible();
  await expect(fan.getByText('0 followers')).toBeVisible();
  await fan.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(fan.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(fan.getByText('1 follower', { exact: true })).toBeVisible();
  await fan.goto('/lists/following');
  await expect(
    fan.getByRole('list', { name: 'Following', exact: true }).getByRole('link', { name: listTitle }),
  ).toBeVisible();

  // The first member makes it private; the second now meets the not-authorised state.
  await signIn(page, owner);
  await page.goto('/lists');
  await page.getByRole('button', { name: new RegExp(`^Make private\\W+${listTitle}`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Make public\\W+${listTitle}`) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await fan.goto(shareLink);
  await expect(fan.getByRole('heading', { level: 1, name: 'This list is private' })).toBeVisible();
  await second.close();
});
