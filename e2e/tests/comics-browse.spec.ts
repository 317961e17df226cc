import { expect, test, type APIRequestContext } from '@playwright/test';
import { appReady } from '../support/app';

/**
 * Browsing comics as an anonymous visitor, against the real server and its demo comics: the comics
 * home, a comic series picked from its rail, and a premium book of that series, which shows its
 * preview pages and the premium prompt instead of a read button. The book is looked up through the
 * API, so the journey follows whatever the demo generator wrote.
 */

interface Book {
  uuid: string;
  url: string;
  title: string;
  book_type: 'issue' | 'annual' | 'collected';
  series_uuid: string;
  wall_type: 0 | 1 | null;
  wall_expires: string | null;
  exclusive_to_plans: string[];
  program_schedule: unknown[];
  preview_images: string[];
}

interface Series {
  uuid: string;
  url: string;
  title: string;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const reply = await request.get(path);
  expect(reply.ok(), `${path} answered ${reply.status()}`).toBe(true);
  return (await reply.json()) as T;
}

/** A book behind a premium wall that does not expire soon, with preview pages to show. */
async function premiumBook(request: APIRequestContext): Promise<Book> {
  const books: Book[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const reply = await getJson<{ values: Book[]; num_pages: number }>(
      request,
      `/api/comics/1/browse/books?page=${page}&page_size=100`,
    );
    books.push(...reply.values);
    if (page >= reply.num_pages) break;
  }
  const book = books.find(
    (candidate) =>
      candidate.wall_type === 0 &&
      candidate.wall_expires === null &&
      candidate.program_schedule.length === 0 &&
      candidate.preview_images.length > 0,
  );
  expect(book, 'the demo comics have a premium book with preview pages').toBeTruthy();
  return book!;
}

test('an anonymous visitor opens the comics, picks a series and meets the premium prompt on a premium book', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const book = await premiumBook(page.request);
  const series = await getJson<Series>(page.request, `/api/comics/1/series/${book.series_uuid}/`);

  await page.goto('/comics');
  await expect(page).toHaveTitle('Comics — Fanverse');
  await expect(page.getByRole('heading', { level: 1, name: 'Comics' })).toBeVisible();
  // The results grid of the browse-comics books has its first page of covers.
  await expect(page.getByRole('list', { name: 'Books that match' }).getByRole('link').first()).toBeVisible();
  await appReady(page);

  // The series, picked from the comics homepage's rails.
  await page.locator(`main a[href="${series.url}"]`).first().click();
  await expect(page).toHaveURL(series.url);
  await expect(page.getByRole('heading', { level: 1, name: series.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start reading' })).toBeVisible();
  // A visitor has no reading history to continue.
  await expect(page.getByRole('link', { name: /Continue reading/ })).toHaveCount(0);

  // The book's type is a tab of its own; its books come a page at a time.
  const types = page.getByRole('navigation', { name: 'Book types' });
  if (book.book_type !== 'issue') {
    const tab = { annual: 'Annuals', collected: 'Collected editions' }[book.book_type];
    await types.getByRole('link', { name: new RegExp(`^${tab}`) }).click();
    await expect(types.getByRole('link', { name: new RegExp(`^${tab}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  const bookLink = page.locator(`main a[href="${book.url}"]`).first();
  const loadMore = page.getByRole('button', { name: 'Load more' });
  for (let more = 0; more < 5; more += 1) {
    // The tab's books arrive after the click: wait for them (or for more to load) before looking.
    await expect(bookLink.or(loadMore).first()).toBeVisible();
    if (await bookLink.isVisible()) break;
    await loadMore.click();
  }
  await bookLink.click();

  await expect(page).toHaveURL(book.url);
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  await expect(page).toHaveTitle(`${book.title} — Fanverse`);
  await expect(page.getByRole('heading', { name: 'Go premium to read' })).toBeVisible();
  await expect(page.getByText('This book is part of Fanverse Premium.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Read now/ })).toHaveCount(0);

  // The preview pages: every one the book names, each actually an image the browser decoded.
  const previews = page.getByRole('img', { name: /^Preview: page \d+ of / });
  await expect(previews).toHaveCount(book.preview_images.length);
  for (const preview of await previews.all()) {
    await preview.scrollIntoViewIfNeeded();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }
  // The cover is there too, in its reserved frame.
  await expect(page.getByRole('img', { name: `Cover of ${book.title}` })).toBeVisible();

  expect(problems).toEqual([]);
});

test('the comics pages are server-rendered: a book page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const book = await premiumBook(page.request);
  const response = await page.goto(book.url);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: book.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Go premium to read' })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
  // An address without the slug is sent to the book's own.
  const bare = await page.request.get(`/comics/book/${book.uuid}`, {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe(book.url);
  await context.close();
});
