import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { demoSeries, getJson } from '../support/catalogue';
import { currentTime, MEDIA_WAIT_MS } from '../support/media';

/**
 * The video player against the real server and its demo media (rendered with ffmpeg in the
 * background after the server starts, the first series first): a member plays a free episode,
 * switches the subtitles to Spanish, skips the intro and is carried on to the next episode; an
 * anonymous visitor meets the premium prompt; a stream address stops working once it expires
 * (the e2e server signs them for STREAM_URL_TTL_SECONDS=20); the watch page passes axe.
 */

interface Timestamp {
  label: string;
  start_seconds: number;
  end_seconds: number;
  title: string;
}

interface EpisodeReply {
  uuid: string;
  url: string;
  number: number;
  title: string;
  duration: number;
  timestamps: Timestamp[];
  video: { status: string; wall_type: 0 | 1 | null; wall_expires: string | null };
}

interface SeriesReply {
  id: number;
  available_in: string[];
  premium_walled_in: string[];
}

/** The lowest visitor type an episode's wall lets through in the US, by the spec's rules (§4). */
function wallOf(episode: EpisodeReply, series: SeriesReply): 'none' | 'register' | 'premium' | 'other' {
  if (episode.video.status !== 'approved') return 'other';
  if (series.available_in.length > 0 && !series.available_in.includes('US')) return 'other';
  if (series.premium_walled_in.includes('US')) return 'premium';
  const expires = episode.video.wall_expires;
  if (episode.video.wall_type === null || (expires !== null && Date.parse(expires) <= Date.now()))
    return 'none';
  return episode.video.wall_type === 0 ? 'premium' : 'register';
}

interface Picked {
  free: EpisodeReply;
  next: EpisodeReply;
  premium: EpisodeReply | undefined;
}

/** A free episode with an intro whose next episode a registered member may watch. */
async function pickEpisodes(request: APIRequestContext): Promise<Picked> {
  let premium: EpisodeReply | undefined;
  for await (const { series, episodes: values } of demoSeries<SeriesReply, EpisodeReply>(request)) {
    premium ??= values.find((episode) => wallOf(episode, series) === 'premium');
    for (const [index, free] of values.entries()) {
      const next = values.slice(index + 1).find((episode) => episode.video.status === 'approved');
      const hasIntro = free.timestamps.some((stamp) => stamp.label === 'intro');
      if (
        wallOf(free, series) === 'none' &&
        hasIntro &&
        next &&
        ['none', 'register'].includes(wallOf(next, series))
      ) {
        return { free, next, premium };
      }
    }
  }
  throw new Error('The demo catalogue has no free episode followed by one a member may watch');
}

/** Asks for rights and a manifest until the media is ready (S08 while it is being prepared). */
async function streamOf(request: APIRequestContext, uuid: string, headers: Record<string, string> = {}) {
  let streamUrl = '';
  await expect
    .poll(
      async () => {
        const rights = await getJson<{ token: string }>(request, `/api/5/1/rights/episode/${uuid}`);
        const reply = await request.get(
          '/api/5/1/video_manifest_from_jwt/?st=hls&drm=default&cdn=default&subs=none',
          {
            headers: { 'X-Auth-JWT': rights.token, ...headers },
          },
        );
        if (reply.ok()) streamUrl = ((await reply.json()) as { stream_url: string }).stream_url;
        return reply.status();
      },
      { message: `the stream of episode ${uuid}`, timeout: MEDIA_WAIT_MS, intervals: [2000] },
    )
    .toBe(200);
  return streamUrl;
}

/** The subtitle track shown, and the text of its cues on screen now. */
const shownSubtitles = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    const track = Array.from(element.textTracks).find((candidate) => candidate.mode === 'showing');
    return {
      language: track?.language ?? null,
      cues: Array.from(track?.activeCues ?? []).map((cue) => (cue as VTTCue).text),
    };
  });

async function seek(video: Locator, time: number) {
  await video.evaluate((element: HTMLVideoElement, to) => {
    element.currentTime = to;
  }, time);
}

async function registerMember(page: Page) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/register');
  await page.getByLabel('Username').fill(`viewer_${stamp}`);
  await page.getByLabel('Email', { exact: true }).fill(`viewer.${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Comet-tail-42!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
}

test('a member plays a free episode, switches subtitles to Español, skips the intro, and the next episode starts', async ({
  page,
  request,
}) => {
  test.setTimeout(MEDIA_WAIT_MS + 120_000);
  const { free, next } = await pickEpisodes(request);
  const intro = free.timestamps.find((stamp) => stamp.label === 'intro')!;
  await streamOf(request, free.uuid);

  // hls.js is a chunk of its own, fetched by the watch page only.
  const hlsChunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/hls-[\w-]+\.js$/.test(new URL(req.url()).pathname)) hlsChunks.push(req.url());
  });
  await registerMember(page);
  await page.goto(free.url);
  await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hlsChunks, 'hls.js loaded outside the watch page').toEqual([]);
  await page.getByRole('link', { name: 'Play episode' }).click();
  await expect(page).toHaveURL(`/watch/episode/${free.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
  await expect.poll(() => hlsChunks.length).toBe(1);
  const video = page.getByTestId('player-video');

  // It plays: the playhead moves on by itself.
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(1);

  // Subtitles in Spanish, from the player's own menu; a Spanish cue shows.
  await page.getByTestId('player').hover();
  await page.getByRole('button', { name: 'Subtitles' }).click();
  await page.getByRole('menu', { name: 'Subtitles' }).getByRole('menuitemradio', { name: 'Español' }).click();
  await page.getByRole('button', { name: 'Subtitles' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await shownSubtitles(video)).language).toBe('es');
  await seek(video, intro.start_seconds - 2); // the theme's cue plays over the intro
  await expect
    .poll(async () => (await shownSubtitles(video)).cues.join(' '), { timeout: 15_000 })
    .toMatch(/Sintonía|Anteriormente|[áéíóúñ¿¡]/);

  // Pointing at the seek bar previews the frame there (from the i-frame playlist).
  const bar = (await page.getByTestId('player-seek').boundingBox())!;
  await page.mouse.move(bar.x + bar.width * 0.6, bar.y + bar.height / 2);
  await page.mouse.move(bar.x + bar.width * 0.62, bar.y + bar.height / 2);
  await expect(page.getByTestId('player-seek-preview')).toHaveAttribute('data-ready', 'true');
  await page.mouse.move(bar.x + bar.width * 0.5, bar.y - 200);

  // Inside the intro the skip button offers itself; it jumps past the intro's end.
  await seek(video, intro.start_seconds + 0.5);
  const skip = page.getByRole('button', { name: intro.title });
  await expect(skip).toBeVisible();
  await skip.click();
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(intro.end_seconds);
  await expect(skip).toBeHidden();

  // Near the end: the countdown, then the next episode plays by itself.
  await seek(video, free.duration - 1.5);
  await expect(page.getByTestId('player-up-next')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('player-up-next')).toContainText(next.title);
  await expect(page).toHaveURL(`/watch/episode/${next.uuid}`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();
  await expect
    .poll(() => currentTime(page.getByTestId('player-video')), { timeout: MEDIA_WAIT_MS })
    .toBeGreaterThan(1);
});

test('an anonymous visitor on a premium episode sees the premium prompt and no player', async ({
  page,
  request,
}) => {
  const { premium } = await pickEpisodes(request);
  expect(premium, 'a premium-walled episode in the demo catalogue').toBeDefined();
  await page.goto(`/watch/episode/${premium!.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: premium!.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Go premium to watch' })).toBeVisible();
  await expect(page.getByTestId('player-stage')).toHaveAttribute('data-status', 'denied');
  await expect(page.locator('video')).toHaveCount(0);
});

test("an anonymous visitor's video starts before the app, and the player takes it over", async ({
  page,
  request,
}) => {
  test.setTimeout(MEDIA_WAIT_MS + 60_000);
  const { free } = await pickEpisodes(request);
  await streamOf(request, free.uuid);
  const calls: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/5/1/') || /\/assets\/hls-[\w-]+\.js$/.test(url.pathname))
      calls.push(`${url.pathname}${url.search}`);
  });

  await page.goto(`/watch/episode/${free.uuid}`);
  // The watch document starts with the boot, not the app (the server swaps the entry script).
  expect(await page.locator('script[src*="/assets/watch-boot-"]').count()).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: free.title })).toBeVisible();
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(1);

  // One video, now inside the player; the boot's stage is gone; one first frame.
  await expect(page.locator('video')).toHaveCount(1);
  await expect(page.getByTestId('player').locator('video')).toHaveCount(1);
  await expect(page.locator('[data-boot-stage]')).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByName('fanverse:first-frame').length)).toBe(1);
  // The app took the boot's answers instead of asking again.
  expect(calls.filter((call) => call.includes('/rights/'))).toHaveLength(1);
  expect(
    calls.filter((call) => call.includes('/video_manifest_from_jwt/') && call.includes('st=hls')),
  ).toHaveLength(1);
  expect(calls.filter((call) => call.includes('/assets/hls-'))).toHaveLength(1);

  // The player's controls drive the video it took over.
  await page.getByTestId('player').hover();
  await page.getByTestId('player-play').click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const at = await currentTime(video);
  await page.getByTestId('player-play').click();
  await expect.poll(() => currentTime(video), { timeout: 15_000 }).toBeGreaterThan(at + 0.5);
});

test("a watch address with ?t= (a Continue tile's) starts there, from the boot on", async ({
  page,
  request,
}) => {
  test.setTimeout(MEDIA_WAIT_MS + 60_000);
  const { free } = await pickEpisodes(request);
  await streamOf(request, free.uuid);
  const at = Math.floor(free.duration / 2);
  await page.goto(`/watch/episode/${free.uuid}?t=${at}`);
  expect(await page.locator('script[src*="/assets/watch-boot-"]').count()).toBe(1);
  const video = page.getByTestId('player-video');
  // The notice stays 8 s once playback starts (Player.tsx): look for it first, so a slow machine's
  // wait for the position below cannot outlast it.
  await expect(page.getByText(/^Resumed at /)).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThanOrEqual(at - 1);
  // Started there, not carried there from the start: the boot's first frame was already at `at`.
  expect(await currentTime(video)).toBeLessThan(at + 15);
  await expect(page.getByTestId('player').locator('video')).toHaveCount(1);
});

test('a stream address stops working once it expires', async ({ page, request }) => {
  test.setTimeout(MEDIA_WAIT_MS + 60_000);
  const { free } = await pickEpisodes(request);
  await streamOf(request, free.uuid);
  // A fresh address through the page's own request context, as the player would get one.
  const streamUrl = await streamOf(page.request, free.uuid);
  const first = await page.request.get(streamUrl);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('#EXTM3U');

  await page.waitForTimeout(21_000); // STREAM_URL_TTL_SECONDS is 20 in the e2e server
  const later = await page.request.get(streamUrl);
  expect(later.status()).toBe(410);
});

test('the player renews an expired stream address and plays on', async ({ page, request }) => {
  test.setTimeout(MEDIA_WAIT_MS + 90_000);
  const { free } = await pickEpisodes(request);
  await streamOf(request, free.uuid);
  const manifests: number[] = [];
  const refused: string[] = [];
  page.on('response', (reply) => {
    if (reply.url().includes('/video_manifest_from_jwt/') && reply.url().includes('st=hls'))
      manifests.push(reply.status());
    if (reply.url().includes('/streams/') && reply.status() === 410) refused.push(reply.url());
  });

  await page.goto(`/watch/episode/${free.uuid}`);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(1);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await page.waitForTimeout(21_000); // the address has expired (STREAM_URL_TTL_SECONDS=20)

  // The Spanish subtitle playlist was never fetched: asked for now, it answers 410, and the player
  // renews the address and carries on where it was, with the subtitles chosen.
  const at = await currentTime(video);
  await page.getByTestId('player').hover();
  await page.getByRole('button', { name: 'Subtitles' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect.poll(() => refused.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => manifests, { timeout: 20_000 }).toEqual([200, 200]);
  await expect.poll(async () => (await shownSubtitles(video)).language, { timeout: 20_000 }).toBe('es');
  await expect.poll(() => currentTime(video)).toBeGreaterThanOrEqual(at - 0.5);
  await page.getByTestId('player-play').click();
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(at + 1);
  await expect(page.getByTestId('player')).not.toHaveAttribute('data-state', 'error');
});

test('the watch page has no serious or critical accessibility violations', async ({ page, request }) => {
  test.setTimeout(MEDIA_WAIT_MS + 60_000);
  const { free, premium } = await pickEpisodes(request);
  await streamOf(request, free.uuid);

  await page.goto(`/watch/episode/${free.uuid}`);
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(0.5);
  // With the controls shown and the subtitles menu open.
  await page.getByTestId('player').hover();
  await page.getByRole('button', { name: 'Subtitles' }).click();
  await expect(page.getByRole('menu', { name: 'Subtitles' })).toBeVisible();
  expect(await seriousViolations(page), 'player with menu open').toEqual([]);
  await page.keyboard.press('Escape');

  // The keyboard shortcut list.
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await seriousViolations(page), 'shortcut list').toEqual([]);
  await page.keyboard.press('Escape');

  // A premium prompt on a phone, in Spanish.
  if (premium) {
    await page.goto(`/watch/episode/${premium.uuid}`);
    await page.getByRole('banner').getByLabel('Language').selectOption('es');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { name: 'Hazte premium para verlo' })).toBeVisible();
    expect(await seriousViolations(page), 'premium prompt, phone, es').toEqual([]);
  }
});
