import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { adultVisitorOrigins } from '../support/adult-visitor';
import { appReady } from '../support/app';
import { consentGroups, groupsOf } from '../support/consent';
import { registerMember } from '../support/members';

/*
 * Consent first, then analytics (issue 25), in a real browser against the real server: every
 * request the page makes and every cookie it holds are read, so "nothing before consent" is seen
 * rather than assumed. These journeys start as a first visit: no consent cookie (the other
 * journeys carry a decided one, playwright.config.ts), the age gate already answered.
 */

const BATCH_PATH = '/api/analytics/1/batch';
const CLAIMS_UPDATE_PATH = '/api/premium/2/claims/update';
/** The browser's batches wait at most this long (every 20 calls or 5 s), with some slack. */
const BATCH_WAIT_MS = 6_500;

/**
 * The cookies a visitor may hold before choosing, all strictly necessary: `session` (a member's
 * sign-in), `locale` (a language the visitor picked), and the record of the consent choice
 * itself. Analytics cookies (utm_*) and anything else would be a fault.
 */
const STRICTLY_NECESSARY_COOKIES = ['session', 'locale', 'OptanonConsent', 'OptanonAlertBoxClosed'];
/** Local storage before consent: `vuex` (the age gate, the session, this browser's ids) only. */
const STRICTLY_NECESSARY_STORAGE = ['vuex'];

const firstVisit = (baseURL: string) => ({ cookies: [], origins: adultVisitorOrigins(baseURL) });

interface SentEvent {
  type: string;
  name?: string;
  event?: string;
  siteSection?: string;
}

/** Every request of a page, and the analytics events in the batches among them. */
function watch(page: Page) {
  const requests: Request[] = [];
  const sentAt = new Map<Request, number>();
  page.on('request', (request) => {
    requests.push(request);
    sentAt.set(request, Date.now());
  });
  const batches = () => requests.filter((request) => new URL(request.url()).pathname === BATCH_PATH);
  const events = (): SentEvent[] =>
    batches().flatMap((request) => {
      const body = request.postData();
      return body ? (JSON.parse(body) as { batch: SentEvent[] }).batch : [];
    });
  return { requests, sentAt, batches, events };
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).sort();
}

async function consentCookieGroups(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'OptanonConsent');
  return cookie ? groupsOf(cookie.value) : null;
}

/** The page names the app reported, sent or not (window.__fanverseAnalytics). */
async function recordedPageNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (
      (window as unknown as { __fanverseAnalytics?: { calls: { type: string; name?: string }[] } })
        .__fanverseAnalytics?.calls ?? []
    ).flatMap((call) => (call.type === 'page' && call.name ? [call.name] : [])),
  );
}

/** A tab hidden and shown again: what waits would leave by beacon now. */
async function hideAndShow(page: Page) {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });

test.describe('consent first, then analytics', () => {
  test.use({ storageState: firstVisit(BASE_URL) });

  test('a first visit sends nothing until performance is allowed, and targeting never without it', async ({
    page,
    context,
  }) => {
    // One whole story (first visit, consent, a member's changes), with waits that prove nothing
    // is sent: longer than a journey's usual minute.
    test.setTimeout(180_000);
    const watched = watch(page);

    // (a) A first visit, and a second page: the banner asks; nothing of analytics happens. The
    // banner is in the page the server sent (it paints with it), and the app takes it over
    // without React reporting a mismatch.
    const reported: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|mismatch/i.test(message.text())) reported.push(message.text());
    });
    const sent = await page.goto('/');
    expect(await sent!.text()).toContain('Your privacy choices');
    await appReady(page);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect.poll(() => recordedPageNames(page)).toEqual(['Homepage', 'Browse']);
    await hideAndShow(page);
    await page.waitForTimeout(BATCH_WAIT_MS);
    expect(reported).toEqual([]);
    expect(watched.batches()).toEqual([]);
    for (const name of await cookieNames(context)) expect(STRICTLY_NECESSARY_COOKIES).toContain(name);
    expect(await cookieNames(context)).not.toContain('OptanonConsent');
    const storage = await page.evaluate(() => Object.keys(localStorage));
    for (const key of storage) expect(STRICTLY_NECESSARY_STORAGE).toContain(key);

    // (b) Customize → performance only → save: the page on screen is reported, then each next one.
    await banner(page).getByRole('button', { name: 'Customize' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.getByRole('switch', { name: 'Performance' }).check();
    const firstBatch = page.waitForResponse(
      (response) => new URL(response.url()).pathname === BATCH_PATH && response.request().method() === 'POST',
      { timeout: BATCH_WAIT_MS + 5_000 },
    );
    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await consentCookieGroups(context)).toBe(consentGroups(['C0002']));
    const reply = await firstBatch;
    expect(reply.status()).toBe(200);
    // The server stored it: its own check of the cookie agrees with the browser's.
    expect(await reply.json()).toMatchObject({ refused: 0 });
    expect(watched.events()).toContainEqual(expect.objectContaining({ type: 'page', name: 'Browse' }));

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(
        () =>
          watched
            .events()
            .filter((event) => event.type === 'page')
            .map((event) => event.name),
        {
          timeout: BATCH_WAIT_MS + 5_000,
        },
      )
      .toEqual(['Browse', 'Homepage']);
    // The home page asked for its ad-targeting call (recorded), which did not leave.
    await hideAndShow(page);
    await page.waitForTimeout(BATCH_WAIT_MS);
    expect(watched.events().filter((event) => event.type === 'targeting')).toEqual([]);
    expect(
      await page.evaluate(() =>
        (
          (window as unknown as { __fanverseAnalytics?: { calls: { type: string }[] } }).__fanverseAnalytics
            ?.calls ?? []
        ).some((call) => call.type === 'targeting'),
      ),
    ).toBe(true);
    // Analytics cookies only now, and only the campaign's (none here: no utm_* in the address).
    for (const name of await cookieNames(context)) expect(STRICTLY_NECESSARY_COOKIES).toContain(name);

    // (d) A member's consent changes reach their claims once per burst, about a second later.
    await registerMember(page, 'consent');
    await page.goto('/account/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await appReady(page);
    const claimUpdates = () =>
      watched.requests.filter(
        (request) =>
          new URL(request.url()).pathname === CLAIMS_UPDATE_PATH &&
          (request.postData() ?? '').includes('optanonconsent'),
      );
    expect(claimUpdates()).toEqual([]);
    // Three choices in a quick burst (well inside the 1 s debounce): switch Functional on, off,
    // on again, saving each time. In the page itself, so the test driver's own pace (each of its
    // clicks waits for the element) does not stretch the burst.
    await expect(page.getByRole('switch', { name: 'Functional' })).toBeVisible();
    // The moment of the last save, on the page's clock (the machine's, as the request times are).
    const lastChange = await page.evaluate(async () => {
      const pause = () => new Promise((resolve) => setTimeout(resolve, 60));
      const functional = Array.from(document.querySelectorAll<HTMLInputElement>('input[role="switch"]')).find(
        (input) => input.labels?.[0]?.textContent === 'Functional',
      )!;
      const save = Array.from(document.querySelectorAll('button')).find(
        (button) => button.textContent === 'Save choices',
      )!;
      let lastSave = 0;
      for (let change = 0; change < 3; change += 1) {
        functional.click();
        await pause();
        save.click();
        lastSave = Date.now();
        await pause();
      }
      return lastSave;
    });
    await expect.poll(() => claimUpdates().length, { timeout: 10_000 }).toBe(1);
    // Sent once the debounce (1 s) has passed since the last change, not before.
    const waited = watched.sentAt.get(claimUpdates()[0]!)! - lastChange;
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(5_000);
    // Nothing more follows the burst.
    await page.waitForTimeout(2_500);
    expect(claimUpdates()).toHaveLength(1);
    const body = claimUpdates()[0]!.postData() ?? '';
    expect(body).toContain(consentGroups(['C0002', 'C0003']));
    expect(await consentCookieGroups(context)).toBe(consentGroups(['C0002', 'C0003']));
  });

  test('with Global Privacy Control on, targeting is off without asking', async ({ browser }) => {
    // (c) A browser that sends the GPC signal, in its requests and to the page's scripts.
    const context = await browser.newContext({
      storageState: firstVisit(BASE_URL),
      extraHTTPHeaders: { 'x-country-code': 'US', 'Sec-GPC': '1' },
    });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
        get: () => true,
        configurable: true,
      });
    });
    try {
      const page = await context.newPage();
      const watched = watch(page);
      await page.goto('/');
      await appReady(page);
      await expect(banner(page)).toContainText("Your browser's Global Privacy Control signal is on");
      const firstBatch = page.waitForRequest((request) => new URL(request.url()).pathname === BATCH_PATH, {
        timeout: BATCH_WAIT_MS + 5_000,
      });
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await firstBatch;
      expect(await consentCookieGroups(context)).toBe(consentGroups(['C0002', 'C0003', 'C0005']));
      // The home page's ad-targeting call stays in the browser, now and on the next pages.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
      await expect(page).toHaveURL(/\/browse$/);
      await hideAndShow(page);
      await page.waitForTimeout(BATCH_WAIT_MS);
      expect(watched.events().map((event) => event.type)).toContain('page');
      expect(watched.events().filter((event) => event.type === 'targeting')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
