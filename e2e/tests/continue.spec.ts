import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appReady } from '../support/app';
import { seriousViolations } from '../support/axe';
import { registerMember } from '../support/members';
import { demoSeries, getJson } from '../support/catalogue';
import { currentTime, MEDIA_WAIT_MS, waitForMedia } from '../support/media';

/**
 * Continue watching and reading end to end (issue 20 "Done when"): a member watches part of an
 * episode and reads part of a book; home's Continue rail shows both, with their progress;
 * finishing the episode moves its series on to the next episode ("Up next"); removing the book
 * from the rail hides it once the undo window is over (a reload too), and reading it again
 * brings it back. Everything goes through the page's own player and reader, whose logs feed
 * the activity model on the server.
 */

interface EpisodeReply {
  uuid: string;
  url: string;
  number: number;
  title: string;
  duration: number;
  video: { status: string; wall_type: 0 | 1 | null; wall_expires: string | null };
}

interface SeriesReply {
  id: number;
  title: string;
  available_in: string[];
  premium_walled_in: string[];
}

interface BookReply {
  uuid: string;
  url: string;
  title: string;
  series_title: string;
  num_pages: number;
}

const RAIL = 'Continue watching and reading';
/** The reader's page the journey leaves the book on (1-based): two key presses in. */
const READ_TO_PAGE = 3;

/** Who in the US may watch the episode, by the spec's walls (§4): anyone, members, or neither. */
function whoMayWatch(episode: EpisodeReply, series: SeriesReply): 'anyone' | 'member' | 'neither' {
  if (episode.video.status !== 'approved') return 'neither';
  if (series.available_in.length > 0 && !series.available_in.includes('US')) return 'neither';
  if (series.premium_walled_in.includes('US')) return 'neither';
  const expires = episode.video.wall_expires;
  if (episode.video.wall_type === null || (expires !== null && Date.parse(expires) <= Date.now()))
    return 'anyone';
  return episode.video.wall_type === 1 ? 'member' : 'neither';
}

/**
 * A free episode (its media is waited for anonymously) whose very next episode by number a
 * member may watch too: the one the series moves on to.
 */
async function pickEpisodes(request: APIRequestContext) {
  for await (const { series, episodes: values } of demoSeries<SeriesReply, EpisodeReply>(request)) {
    for (const [index, episode] of values.entries()) {
      const next = values[index + 1];
      if (next && whoMayWatch(episode, series) === 'anyone' && whoMayWatch(next, series) !== 'neither') {
        return { series, episode, next };
      }
    }
  }
  throw new Error('the demo catalogue has no free episode followed by one a member may watch');
}

/** A book anyone may read, long enough to stop in the middle of it twice. */
async function pickBook(request: APIRequestContext): Promise<BookReply> {
  const { values } = await getJson<{ values: BookReply[] }>(
    request,
    '/api/comics/1/browse/books?page_size=50&sort=series',
  );
  for (const book of values) {
    if (book.num_pages < READ_TO_PAGE + 3) continue;
    const { token } = await getJson<{ token: string }>(request, `/api/5/1/rights/book/${book.uuid}`);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      rights: { can_read: boolean };
    };
    if (payload.rights.can_read) return book;
  }
  throw new Error('the demo comics have no free book of six pages or more');
}

/** Home, reached through the header's link (inside the app: the player or reader closes first). */
async function goHome(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Fanverse home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await appReady(page);
}

const rail = (page: Page) => page.getByRole('region', { name: RAIL });
const tileOf = (page: Page, title: string) =>
  rail(page)
    .getByTestId('continue-tile')
    .filter({ has: page.getByText(title, { exact: true }) });
/** The width of a tile's progress bar, in percent (0 when it has none). */
const progressOf = (tile: Locator) =>
  tile.evaluate((element) => {
    const fill = element.querySelector<HTMLElement>('[aria-hidden="true"] > span[style]');
    return fill ? Number.parseFloat(fill.style.inlineSize) : 0;
  });

/** Opens the book's reader from its page ("Read now"), where it resumes by itself. */
async function openReader(page: Page, book: BookReply) {
  await page.goto(book.url);
  await appReady(page);
  await page.getByRole('link', { name: /^Read now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/comics/read/${book.uuid}`));
}

test('watching and reading fill the Continue rail, which moves on and lets the member remove a book', async ({
  page,
  request,
}) => {
  test.setTimeout(MEDIA_WAIT_MS + 240_000);
  const { series, episode, next } = await pickEpisodes(request);
  const book = await pickBook(request);
  await waitForMedia(request, episode.uuid);

  await registerMember(page, 'binge');
  // This member does not let the next episode start by itself: finishing one leaves it "up next".
  await page.evaluate(() => localStorage.setItem('fanverse_player_autoplay', 'off'));

  // A few seconds of the episode, then home.
  await page.goto(episode.url);
  await appReady(page);
  await page.getByRole('link', { name: 'Play episode' }).click();
  await expect(page).toHaveURL(`/watch/episode/${episode.uuid}`);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 60_000 }).toBeGreaterThan(4);
  await goHome(page);
  const watching = tileOf(page, series.title);
  await expect(watching).toContainText(/Resume · \d+ min left/, { timeout: 20_000 });
  await expect.poll(() => progressOf(watching)).toBeGreaterThan(0);

  // Two pages of the book, then home: the book is first (the latest), the episode after it.
  await openReader(page, book);
  const readerPage = page.getByTestId('reader-page');
  await expect(readerPage).toHaveAttribute('data-page', '1');
  for (let turn = 2; turn <= READ_TO_PAGE; turn += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(readerPage).toHaveAttribute('data-page', String(turn));
  }
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/comics/book/${book.uuid}`));
  await goHome(page);
  const reading = tileOf(page, book.series_title);
  await expect(reading).toContainText(`Page ${READ_TO_PAGE} of ${book.num_pages}`, { timeout: 20_000 });
  expect(await progressOf(reading)).toBeCloseTo((READ_TO_PAGE / book.num_pages) * 100, 0);
  await expect(rail(page).getByTestId('continue-tile').first()).toContainText(book.series_title);
  await expect(watching).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The episode's tile resumes it; the member skips to the end and watches it finish. The
  // series moves on to the next episode.
  await watching.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/watch/episode/${episode.uuid}`));
  await expect.poll(() => currentTime(video), { timeout: 60_000 }).toBeGreaterThan(1);
  const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
  await video.evaluate((element: HTMLVideoElement, to) => {
    element.currentTime = to;
  }, duration - 1.5);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 30_000 })
    .toBe(true);
  await goHome(page);
  const upNext = tileOf(page, series.title);
  await expect(upNext).toContainText(`Up next: Episode ${next.number}`, { timeout: 20_000 });
  await expect(upNext.getByRole('link')).toHaveAttribute('href', new RegExp(`/watch/episode/${next.uuid}`));
  expect(await progressOf(upNext)).toBe(0);

  // Removing the book: gone at once with an Undo; once the notice is over, gone for good.
  await reading.getByRole('button', { name: `Remove ${book.series_title} from ${RAIL}` }).click();
  await expect(reading).toHaveCount(0);
  const notice = page.getByRole('status').filter({ hasText: 'removed from' });
  await expect(notice).toContainText(`${book.series_title} removed from ${RAIL}.`);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await page.reload();
  await appReady(page);
  await expect(tileOf(page, series.title)).toBeVisible();
  await expect(tileOf(page, book.series_title)).toHaveCount(0);

  // Reading it again brings it back, where the member now is.
  await openReader(page, book);
  await expect(readerPage).toHaveAttribute('data-page', String(READ_TO_PAGE));
  await page.keyboard.press('ArrowRight');
  await expect(readerPage).toHaveAttribute('data-page', String(READ_TO_PAGE + 1));
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/comics/book/${book.uuid}`));
  await goHome(page);
  await expect(tileOf(page, book.series_title)).toContainText(
    `Page ${READ_TO_PAGE + 1} of ${book.num_pages}`,
    { timeout: 20_000 },
  );
});
