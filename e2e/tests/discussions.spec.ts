import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RatingSummary } from '@fanverse/contract';
import { appReady } from '../support/app';
import { seriousViolations } from '../support/axe';
import { registerMember } from '../support/members';

/**
 * Discussions, bookmarks and ratings end to end (issue 19 "Done when"): a member opens a series'
 * discussion, starts a thread, replies, bookmarks it, finds it on the Bookmarks page, removes the
 * bookmark; then rates the series 4 and the average shown changes. The thread's text carries
 * markup, which must show as text and run nothing.
 */

interface SeriesReply {
  uuid: string;
  title: string;
  url: string;
}

interface ItemReply {
  item_type: string;
  url?: string;
  collection_items?: ItemReply[];
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/** The first series on the home page. */
async function pickSeries(request: APIRequestContext): Promise<SeriesReply> {
  const home = await getJson<{ collectionItems: ItemReply[] }>(request, '/api/5/2/homepage/home?withitems=1');
  const url = home.collectionItems
    .flatMap((row) => row.collection_items ?? [])
    .find((item) => item.item_type === 'Series' && item.url)?.url;
  const id = url && /^\/series\/(\d+)\//.exec(url)?.[1];
  if (!id) throw new Error('the demo catalogue has no series on home');
  return getJson<SeriesReply>(request, `/api/5/1/series/${id}`);
}

test('a member starts a thread on a series, replies, bookmarks it, and rates the series', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const series = await pickSeries(request);
  const stamp = Date.now().toString(36);
  const title = `Who rebuilt the lighthouse? ${stamp}`;
  const markup = '<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">';
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });

  await registerMember(page, 'fan');

  // The series page's Discussion section leads to the series' board.
  await page.goto(series.url);
  await appReady(page);
  const discussion = page.getByRole('region', { name: 'Discussion' });
  await discussion.getByRole('link', { name: 'Start a thread' }).click();
  await expect(page).toHaveURL(/\/boards\/[a-z0-9-]+#new-thread$/);
  await appReady(page);

  // ... where the member starts a thread whose text holds markup.
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Text').fill(`First theory: the keeper came back. ${markup} https://example.com/map`);
  await page.getByRole('button', { name: 'Post thread' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/boards\/[a-z0-9-]+\/threads\/[0-9a-f-]{36}$/);
  const threadPath = new URL(page.url()).pathname;
  // The markup is shown as written and nothing of it ran; the address became a safe link.
  await expect(page.getByText(markup, { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://example.com/map' })).toHaveAttribute(
    'rel',
    /nofollow/,
  );
  expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
  expect(await page.locator('main img[src="x"]').count()).toBe(0);

  // ... replies to it.
  await page.getByLabel('Your reply').fill('Second theory: the lamp was never out.');
  await page.getByRole('button', { name: 'Post reply' }).click();
  await expect(
    page.getByRole('list', { name: `Replies to ${title}` }).getByText('the lamp was never out'),
  ).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);

  // ... bookmarks it, and finds it on the Bookmarks page from the account menu.
  const toggle = page.getByRole('button', { name: `Bookmark: ${title}` });
  await toggle.click();
  await expect(page.getByRole('button', { name: `Bookmarked: ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu:/ })
    .click();
  await page.getByRole('banner').getByRole('link', { name: 'Bookmarks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  const bookmarks = page.getByRole('list', { name: 'Bookmarked threads' });
  await expect(bookmarks.getByRole('link', { name: title })).toHaveAttribute('href', threadPath);

  expect(await seriousViolations(page)).toEqual([]);

  // ... and removes the bookmark there; it is gone after a reload too.
  await bookmarks
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(bookmarks.getByRole('link', { name: title })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bookmarks' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  // Then the member rates the series 4 stars, and the average and count shown change.
  const summaryUrl = `/api/reviews/1/series/${series.uuid}/summary`;
  const before = await getJson<RatingSummary>(request, summaryUrl);
  await page.goto(series.url);
  await appReady(page);
  const ratings = page.getByRole('region', { name: 'Ratings and reviews' });
  const countText = (n: number) => `${n} rating${n === 1 ? '' : 's'}`;
  if (before.rating_count > 0) await expect(ratings.getByText(countText(before.rating_count))).toBeVisible();
  const stars = ratings.getByRole('radiogroup');
  await stars.getByRole('radio', { name: '1 star out of 5' }).focus();
  // The keyboard moves through the stars: three steps right from one star is four.
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars out of 5' })).toBeChecked();
  await ratings.getByRole('button', { name: 'Post rating' }).click();
  await expect(ratings.getByText(countText(before.rating_count + 1))).toBeVisible();
  const after = await getJson<RatingSummary>(request, summaryUrl);
  expect(after.rating_count).toBe(before.rating_count + 1);
  expect(after.distribution['4']).toBe(before.distribution['4'] + 1);
  const shown = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(after.avg_rating);
  await expect(ratings.getByRole('img', { name: `Average rating ${shown} out of 5` })).toBeVisible();
  expect(dialogs).toBe(0);
});
