import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';

/**
 * The comic reader against the real server and its demo comics: a member opens a comic series,
 * opens a book, reads it with the keyboard in single-page mode, switches to guided view and steps
 * through panels (the region on screen is the stored panel rectangle, from the download reply),
 * closes the reader, reopens it and resumes at the same page and panel (from this browser, then
 * from the comic history alone); the right-to-left book turns pages right to left; the reader
 * passes axe.
 */

interface Panel {
  start_x: number;
  start_y: number;
  size_x: number;
  size_y: number;
}

interface PageImage {
  page_number: number;
  width: number;
  height: number;
  panels: Panel[];
}

interface Book {
  uuid: string;
  url: string;
  title: string;
  series_uuid: string;
  reading_direction: 'ltr' | 'rtl' | 'vertical';
  num_pages: number;
}

interface Series {
  uuid: string;
  url: string;
  title: string;
}

interface BooksPage {
  values: Book[];
}

/** The page the journey reads guided (zero-based): the third, after two key presses. */
const GUIDED_PAGE = 2;
/** Pixels the region on screen may differ from the stored panel by (rounding, sub-pixels). */
const TOLERANCE = 2;

async function getJson<T>(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<T> {
  const reply = await request.get(path, { headers });
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/** The rights payload of a book for an anonymous visitor (the JWT's middle part). */
async function anonymousRights(request: APIRequestContext, uuid: string) {
  const { token } = await getJson<{ token: string }>(request, `/api/5/1/rights/book/${uuid}`);
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    rights: { can_read: boolean };
  };
  return { token, canRead: payload.rights.can_read };
}

/** Every page's size and panels, as the download reply gives them (all reply pages). */
async function pagesOf(request: APIRequestContext, uuid: string, token: string): Promise<PageImage[]> {
  const first = await getJson<{ num_pages: number; images: PageImage[] }>(
    request,
    '/api/comics/1/book/download/?page=1',
    {
      'x-auth-jwt': token,
    },
  );
  const rest = await Promise.all(
    Array.from({ length: first.num_pages - 1 }, (_, index) =>
      getJson<{ images: PageImage[] }>(request, `/api/comics/1/book/download/?page=${index + 2}`, {
        'x-auth-jwt': token,
      }),
    ),
  );
  return [first, ...rest].flatMap((reply) => reply.images).sort((a, b) => a.page_number - b.page_number);
}

/** A book anyone may read, in the given direction, whose guided page has two panels or more. */
async function pickBook(request: APIRequestContext, direction: 'ltr' | 'rtl') {
  const { values } = await getJson<BooksPage>(
    request,
    `/api/comics/1/browse/books?reading_direction=${direction}&page_size=50&sort=series`,
  );
  for (const book of values) {
    if (book.num_pages <= GUIDED_PAGE + 1) continue;
    const { token, canRead } = await anonymousRights(request, book.uuid);
    if (!canRead) continue;
    const pages = await pagesOf(request, book.uuid, token);
    if ((pages[GUIDED_PAGE]?.panels.length ?? 0) >= 2) return { book, pages };
  }
  throw new Error(`no free ${direction} book with panels on page ${GUIDED_PAGE + 1} in the demo comics`);
}

async function registerMember(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(`reader_${stamp}`);
  await page.getByLabel('Email', { exact: true }).fill(`reader.${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Comet-tail-42!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

/**
 * The part of the page the guided window shows, in the page's full-size pixels, measured from
 * the layout: the window's box against the page image's box.
 */
async function visibleRegion(page: Page) {
  return page.evaluate(() => {
    const image = document.querySelector<HTMLImageElement>('[data-testid="reader-content"] img')!;
    const window = document.querySelector<HTMLElement>('[data-testid="guided-window"]')!;
    const stage = document.querySelector<HTMLElement>('[data-testid="reader-page"]')!;
    const img = image.getBoundingClientRect();
    const win = window.getBoundingClientRect();
    const room = stage.getBoundingClientRect();
    const scale = Number(image.getAttribute('width')) / img.width;
    return {
      x: (win.left - img.left) * scale,
      y: (win.top - img.top) * scale,
      width: win.width * scale,
      height: win.height * scale,
      // How much of the stage the panel fills along its constraining side.
      fills: Math.max(win.width / room.width, win.height / room.height),
    };
  });
}

async function expectRegion(page: Page, panel: Panel) {
  await expect
    .poll(
      async () => {
        const region = await visibleRegion(page);
        return (
          Math.abs(region.x - panel.start_x) <= TOLERANCE &&
          Math.abs(region.y - panel.start_y) <= TOLERANCE &&
          Math.abs(region.width - panel.size_x) <= TOLERANCE &&
          Math.abs(region.height - panel.size_y) <= TOLERANCE &&
          region.fills > 0.99
        );
      },
      { message: `the visible region is the panel ${JSON.stringify(panel)}` },
    )
    .toBe(true);
}

const readerPage = (page: Page) => page.getByTestId('reader-page');

test('a member reads a book with the keyboard, steps through panels in guided view, and resumes there', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { book, pages } = await pickBook(request, 'ltr');
  const series = await getJson<Series>(request, `/api/comics/1/series/${book.series_uuid}/`);
  const panels = pages[GUIDED_PAGE]!.panels;

  await registerMember(page);
  // The series page, then the book page, then the reader.
  await page.goto(series.url);
  await page.locator(`a[href^="/comics/book/${book.uuid}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/comics/book/${book.uuid}`));
  await page.getByRole('link', { name: new RegExp(`^Read now`) }).click();
  await expect(page).toHaveURL(`/comics/read/${book.uuid}`);
  const reader = page.getByTestId('comic-reader');
  await expect(reader).toHaveAttribute('data-mode', 'single');
  await expect(readerPage(page)).toHaveAttribute('data-page', '1');
  await expect(page.getByRole('img', { name: `Page 1 of ${pages.length}` })).toBeVisible();

  // Single page, by keyboard.
  await page.keyboard.press('ArrowRight');
  await expect(readerPage(page)).toHaveAttribute('data-page', '2');
  await page.keyboard.press('ArrowRight');
  await expect(readerPage(page)).toHaveAttribute('data-page', String(GUIDED_PAGE + 1));
  await expect(page.getByTestId('reader-position')).toHaveText(`Page ${GUIDED_PAGE + 1} of ${pages.length}`);

  // Guided view: each panel fills the screen; the region shown is the stored rectangle.
  await page.keyboard.press('v');
  await expect(reader).toHaveAttribute('data-mode', 'guided');
  await expect(readerPage(page)).toHaveAttribute('data-panel', '1');
  await expect(page.getByTestId('reader-announcer')).toHaveText(`Panel 1 of ${panels.length}`);
  await expectRegion(page, panels[0]!);
  await page.keyboard.press('ArrowRight');
  await expect(readerPage(page)).toHaveAttribute('data-panel', '2');
  await expect(page.getByTestId('reader-announcer')).toHaveText(`Panel 2 of ${panels.length}`);
  await expectRegion(page, panels[1]!);
  expect(await seriousViolations(page)).toEqual([]);

  // Esc closes to the book page; reopening resumes at the same page and panel.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/comics/book/${book.uuid}`));
  await page.getByRole('link', { name: new RegExp(`^Read now`) }).click();
  await expect(readerPage(page)).toHaveAttribute('data-page', String(GUIDED_PAGE + 1));
  await expect(readerPage(page)).toHaveAttribute('data-panel', '2');
  await expectRegion(page, panels[1]!);

  // The same from the comic history alone (this browser's memory of the book forgotten): the
  // close event reached the server with a keepalive request.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/comics/book/${book.uuid}`));
  await page.evaluate(() => localStorage.removeItem('fanverse_comic_progress'));
  await expect
    .poll(
      async () => {
        await page.goto(`/comics/read/${book.uuid}`);
        await expect(readerPage(page)).toBeVisible();
        return `${await readerPage(page).getAttribute('data-page')}:${await readerPage(page).getAttribute('data-panel')}`;
      },
      { timeout: 20_000 },
    )
    .toBe(`${GUIDED_PAGE + 1}:2`);
});

test('the right-to-left book turns pages right to left', async ({ page, request }) => {
  const { book, pages } = await pickBook(request, 'rtl');
  await page.goto(`/comics/read/${book.uuid}`);
  const reader = page.getByTestId('comic-reader');
  await expect(reader).toHaveAttribute('data-direction', 'rtl');
  await expect(readerPage(page)).toHaveAttribute('data-page', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(readerPage(page)).toHaveAttribute('data-page', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(readerPage(page)).toHaveAttribute('data-page', '3');
  await page.keyboard.press('ArrowRight');
  await expect(readerPage(page)).toHaveAttribute('data-page', '2');

  // A tap on the left edge turns forward too; the slider fills from the right.
  const stage = await readerPage(page).boundingBox();
  await page.mouse.click(stage!.x + 10, stage!.y + stage!.height / 2);
  await expect(readerPage(page)).toHaveAttribute('data-page', '3');
  await expect(page.getByTestId('reader-slider')).toHaveAttribute('dir', 'rtl');

  // A double-page spread shows the earlier page on the right.
  await page.getByTestId('reader-settings-toggle').click();
  await page.getByTestId('reader-mode').selectOption('double');
  await page.keyboard.press('Escape');
  const order = await page.locator('[data-testid="reader-content"] img').evaluateAll((images) =>
    images
      .map((image) => ({
        page: Number(image.getAttribute('data-page-image')),
        left: image.getBoundingClientRect().left,
      }))
      .sort((a, b) => a.left - b.left)
      .map((entry) => entry.page),
  );
  // After the cover, pages pair up; a wide page (a spread drawn as one image) stands alone.
  const wide = (index: number) => pages[index] !== undefined && pages[index].width > pages[index].height;
  const expected = wide(2) ? [3] : !wide(1) ? [3, 2] : pages[3] !== undefined && !wide(3) ? [4, 3] : [3];
  expect(order).toEqual(expected);
});

test('a cold load of the reader shows page 1 from the boot, then the app takes over and reads on', async ({
  page,
  request,
}) => {
  const { book } = await pickBook(request, 'ltr');
  // Where the boot's page is drawn, and the reader's own page when the boot's goes: the same
  // place, the reader's image already loaded (no blink between the two).
  await page.addInitScript(() => {
    const seen: Record<string, unknown> = {};
    (window as unknown as { __readerBoot: unknown }).__readerBoot = seen;
    const rect = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    // Where the boot's page was last painted: sampled every frame while the boot is up (its page
    // is refitted if the stage's size changes, as the reader's is), so the comparison is with
    // what was on screen just before the takeover.
    const follow = (stage: HTMLElement) => {
      if (!stage.isConnected) return;
      seen.boot = rect(stage.querySelector('img'));
      requestAnimationFrame(() => follow(stage));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.hasAttribute('data-reader-boot')) follow(node);
        // The boot may go by itself or with the element around it (the app's first render
        // replaces the root's children): either way is its removal.
        for (const node of Array.from(record.removedNodes))
          if (
            node instanceof HTMLElement &&
            (node.hasAttribute('data-reader-boot') || node.querySelector('[data-reader-boot]'))
          ) {
            const own = document.querySelector<HTMLImageElement>(
              '[data-testid="reader-content"] img[data-page-image="1"]',
            );
            seen.reader = rect(own);
            seen.readerLoaded = own?.complete === true && own.naturalWidth > 0;
          }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const rightsCalls: string[] = [];
  const downloadCalls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/5/1/rights/book/')) rightsCalls.push(pathname);
    if (pathname === '/api/comics/1/book/download/' && sent.url().includes('page=1&'))
      downloadCalls.push(sent.url());
  });

  await page.goto(`/comics/read/${book.uuid}`);
  // No stage is also what the page has before the boot paints (after `load` on a busy machine,
  // where counting none passed at once): wait until the boot's stage has been seen to go.
  await page.waitForFunction(
    () => 'reader' in (window as unknown as { __readerBoot: object }).__readerBoot,
    null,
    {
      timeout: 15_000,
    },
  );
  await expect(page.locator('[data-reader-boot]')).toHaveCount(0);
  await expect(readerPage(page)).toHaveAttribute('data-page', '1');
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          __readerBoot: Record<
            string,
            { x: number; y: number; width: number; height: number } | boolean | null
          >;
        }
      ).__readerBoot,
  );
  const boot = seen.boot as { x: number; y: number; width: number; height: number };
  const own = seen.reader as typeof boot;
  expect(boot, 'the boot painted page 1').toBeTruthy();
  expect(seen.readerLoaded).toBe(true);
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(boot[side] - own[side]), side).toBeLessThanOrEqual(TOLERANCE);
  expect(
    await page.evaluate(() => performance.getEntriesByName('fanverse:comic-first-page').length),
  ).toBeGreaterThan(0);
  // The app took the boot's answers: rights and the first download page were asked for once.
  expect(rightsCalls).toHaveLength(1);
  expect(downloadCalls).toHaveLength(1);

  // The app runs normally: the next page, the toolbar.
  await page.keyboard.press('ArrowRight');
  await expect(readerPage(page)).toHaveAttribute('data-page', '2');
  await expect(page.getByTestId('reader-position')).toContainText('2');
});

test("a reader address with ?page=&panel= (a Continue tile's) opens there, over the stored point", async ({
  page,
  request,
}) => {
  const { book, pages } = await pickBook(request, 'ltr');
  let painted = false;
  await page.exposeFunction('__bootPainted', () => {
    painted = true;
  });
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of Array.from(record.addedNodes))
          if (node instanceof HTMLElement && node.hasAttribute('data-reader-boot'))
            void (window as unknown as { __bootPainted: () => void }).__bootPainted();
    }).observe(document, { childList: true, subtree: true });
  });
  // A bad page is ignored: a fresh visitor's book opens on page 1, whole (the boot paints it).
  await page.goto(`/comics/read/${book.uuid}?page=last&panel=1`);
  await expect(readerPage(page)).toHaveAttribute('data-page', '1');
  await expect(readerPage(page)).not.toHaveAttribute('data-panel', /./);
  await page.keyboard.press('ArrowRight');
  await expect(readerPage(page)).toHaveAttribute('data-page', '2');

  // Zero-based, as the feed writes them: the link wins over page 2 stored in this browser, and
  // the boot, which paints page 1 only, paints nothing.
  painted = false;
  await page.goto(`/comics/read/${book.uuid}?page=${GUIDED_PAGE}&panel=1`);
  await expect(readerPage(page)).toHaveAttribute('data-page', String(GUIDED_PAGE + 1));
  await expect(readerPage(page)).toHaveAttribute('data-panel', '2');
  await expectRegion(page, pages[GUIDED_PAGE]!.panels[1]!);
  expect(painted, 'the boot painted a page').toBe(false);
});
