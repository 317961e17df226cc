import { expect, test, type APIRequestContext, type CDPSession, type Page } from '@playwright/test';
import { appReady } from '../support/app';

/**
 * The comic reader on a phone, by touch (issue 17): a visitor opens a free book, swipes to the
 * next page, taps the right edge, double-taps to zoom in and again to zoom back; then opens the
 * long vertical-scroll story and scrolls it to its end, its pages loading as they come into view.
 * At 390 px nothing in the reader overflows sideways. Real touch input: CDP touch events for the
 * swipes and the scrolling drags, Playwright's touchscreen for the taps.
 */

interface Book {
  uuid: string;
  reading_direction: 'ltr' | 'rtl' | 'vertical';
  num_pages: number;
}

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/** Whether an anonymous visitor may read the book (the rights JWT's payload says). */
async function freeToRead(request: APIRequestContext, uuid: string): Promise<boolean> {
  const { token } = await getJson<{ token: string }>(request, `/api/5/1/rights/book/${uuid}`);
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    rights: { can_read: boolean };
  };
  return payload.rights.can_read;
}

/** A free book in the given direction with at least `minPages` pages; the longest one for vertical. */
async function pickBook(request: APIRequestContext, direction: Book['reading_direction'], minPages: number) {
  const { values } = await getJson<{ values: Book[] }>(
    request,
    `/api/comics/1/browse/books?reading_direction=${direction}&page_size=50&sort=series`,
  );
  const candidates = values
    .filter((book) => book.num_pages >= minPages)
    .sort((a, b) => (direction === 'vertical' ? b.num_pages - a.num_pages : 0));
  for (const book of candidates) if (await freeToRead(request, book.uuid)) return book;
  throw new Error(`no free ${direction} book with ${minPages} pages or more in the demo comics`);
}

interface Point {
  x: number;
  y: number;
}

/** Moves per drag: enough for the browser to see a finger travel, not a jump. */
const STEPS = 8;

/** A one-finger drag, as a phone sends it: touch start, a few moves, touch end. */
async function drag(cdp: CDPSession, from: Point, to: Point) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= STEPS; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [
        { x: from.x + ((to.x - from.x) * step) / STEPS, y: from.y + ((to.y - from.y) * step) / STEPS },
      ],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** A horizontal swipe of `dx` pixels. */
const swipe = (cdp: CDPSession, from: Point, dx: number) => drag(cdp, from, { x: from.x + dx, y: from.y });

const readerPage = (page: Page) => page.getByTestId('reader-page');
const thumbnails = (page: Page) => page.getByRole('navigation', { name: 'Pages' });
const scaleOf = async (page: Page) =>
  Number((await page.getByTestId('reader-content').getAttribute('data-transform'))!.split(' ')[0]);

/** Elements of the reader reaching past the screen's right edge, outside any sideways scroller. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate((width) => {
    const reader = document.querySelector('[data-testid="comic-reader"]')!;
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== reader; parent = parent.parentElement)
        if (scrolls(parent) || getComputedStyle(parent).overflowX === 'hidden') return true;
      return false;
    };
    const over = Array.from(reader.querySelectorAll('*'))
      .filter((element) => !clipped(element) && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { over, scrollWidth: document.documentElement.scrollWidth, readerWidth: reader.scrollWidth };
  }, PHONE.width);
}

test('on a phone, a visitor swipes, taps and double-taps through a book, then scrolls a vertical story to its end', async ({
  page,
  request,
}) => {
  const book = await pickBook(request, 'ltr', 4);
  const story = await pickBook(request, 'vertical', 3);
  const cdp = await page.context().newCDPSession(page);

  await page.goto(`/comics/read/${book.uuid}`);
  await appReady(page);
  const reader = page.getByTestId('comic-reader');
  await expect(reader).toHaveAttribute('data-mode', 'single');
  await expect(readerPage(page)).toHaveAttribute('data-page', '1');
  await expect(page.getByRole('img', { name: `Page 1 of ${book.num_pages}` })).toBeVisible();
  // The app has taken over from the boot's page (its gestures are the app's); the thumbnail
  // strip keeps its row from the start, so the stage has its final size.
  await expect(page.locator('[data-reader-boot]')).toHaveCount(0);
  await expect(thumbnails(page)).toBeVisible();

  const stage = (await readerPage(page).boundingBox())!;
  const middle = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };

  // A swipe to the left turns to the next page.
  await swipe(cdp, { x: stage.x + stage.width * 0.8, y: middle.y }, -stage.width * 0.6);
  await expect(readerPage(page)).toHaveAttribute('data-page', '2');

  // A tap on the right edge turns forward too.
  await page.touchscreen.tap(stage.x + stage.width - 12, middle.y);
  await expect(readerPage(page)).toHaveAttribute('data-page', '3');

  // A double tap in the middle zooms in around the finger; another zooms back to the fit.
  const fitted = await scaleOf(page);
  await page.touchscreen.tap(middle.x, middle.y);
  await page.touchscreen.tap(middle.x, middle.y);
  await expect.poll(() => scaleOf(page)).toBeGreaterThan(fitted * 2);
  // Zoomed in, a swipe pans the page instead of turning it.
  await swipe(cdp, { x: middle.x, y: middle.y }, -120);
  await expect(readerPage(page)).toHaveAttribute('data-page', '3');
  await page.waitForTimeout(400); // past the double-tap window, so the next two taps pair up
  await page.touchscreen.tap(middle.x, middle.y);
  await page.touchscreen.tap(middle.x, middle.y);
  await expect.poll(() => scaleOf(page)).toBeCloseTo(fitted, 5);
  await expect(readerPage(page)).toHaveAttribute('data-page', '3');

  // The phone layout: nothing reaches past the screen's edge.
  const paged = await sidewaysOverflow(page);
  expect(paged.over).toEqual([]);
  expect(paged.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  expect(paged.readerWidth).toBeLessThanOrEqual(PHONE.width);

  // The settings open under the toolbar, however many rows it wraps to: their toggle stays
  // uncovered, so a second tap on it closes them (a phone has no Esc).
  const toggle = page.getByTestId('reader-settings-toggle');
  const tapCentre = async () => {
    const at = (await toggle.boundingBox())!;
    await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
  };
  await tapCentre();
  await expect(page.getByTestId('reader-settings')).toBeVisible();
  expect((await sidewaysOverflow(page)).over).toEqual([]);
  await tapCentre();
  await expect(page.getByTestId('reader-settings')).toHaveCount(0);

  // The long vertical-scroll story opens in continuous scroll.
  await page.goto(`/comics/read/${story.uuid}`);
  await appReady(page);
  await expect(reader).toHaveAttribute('data-mode', 'vertical');
  await expect(page.locator('[data-reader-boot]')).toHaveCount(0);
  await expect(thumbnails(page)).toBeVisible();
  const strip = readerPage(page);
  await expect(strip).toHaveAttribute('data-page', '1');
  const pages = strip.locator('img[data-index]');
  await expect(pages).toHaveCount(story.num_pages);
  const loaded = (index: number) =>
    pages.nth(index).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0);
  const last = story.num_pages - 1;
  // Far below the fold the last page is not fetched yet: it loads when it comes into view.
  expect(await loaded(last)).toBe(false);

  // The down arrow scrolls the strip, though focus is on the reader around it.
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => strip.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);

  // Scroll down by touch, a finger drag at a time, until the end. Each drag may fling on; the
  // next waits until the strip has stopped (a drag during a fling only stops it, on a busy machine).
  const box = (await strip.boundingBox())!;
  const x = box.x + box.width / 2;
  const scrollTop = () => strip.evaluate((element) => element.scrollTop);
  const atEnd = () =>
    strip.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2);
  for (let turn = 0; turn < story.num_pages * 6 && !(await atEnd()); turn += 1) {
    await drag(cdp, { x, y: box.y + box.height * 0.85 }, { x, y: box.y + box.height * 0.15 });
    let before = -1;
    for (let now = await scrollTop(); now !== before; now = await scrollTop()) {
      before = now;
      await page.waitForTimeout(100);
    }
  }
  expect(await atEnd()).toBe(true);
  await expect(strip).toHaveAttribute('data-page', String(story.num_pages));
  await expect.poll(() => loaded(last)).toBe(true);
  const scrolled = await sidewaysOverflow(page);
  expect(scrolled.over).toEqual([]);
  expect(scrolled.scrollWidth).toBeLessThanOrEqual(PHONE.width);
});
