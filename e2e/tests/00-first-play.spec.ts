import { expect, test } from '@playwright/test';
import { currentTime } from '../support/media';

/**
 * Issue 15: on a fresh install the demo videos are prepared in the background, two at a time in
 * catalogue order (minutes for all of them); the episode a visitor opens must not wait its turn.
 * Its rights and manifest requests move it to the front of the queue, the player says it is
 * being prepared and asks again by itself, and the video plays within 30 s.
 *
 * The file name sorts first: Playwright runs files in name order (one worker), so this journey
 * runs within a minute of the server starting on the run's fresh data folder, while most demo
 * videos are still waiting to be made.
 */

/** How many earlier episodes the journey looks through for one an anonymous visitor may watch. */
const MAX_HOPS = 12;

test('the masthead episode, opened right after a fresh start, plays within 30 seconds', async ({ page }) => {
  await page.goto('/');
  const masthead = page.locator('section[aria-roledescription="carousel"]');
  const episodeLink = masthead.locator('a[href*="/episode/"]').first();
  await expect(episodeLink).toBeAttached();
  // The slide may be scrolled out of the carousel's view.
  await episodeLink.scrollIntoViewIfNeeded();
  await episodeLink.click();
  await expect(page).toHaveURL(/\/episode\//);

  // The demo's masthead episode is the newest of its series, behind the premium wall, and
  // nobody can be premium yet: the visitor then steps back to the latest episode they may
  // watch, a video far down the preparation order all the same (the series is the third).
  const play = page.getByTestId('watch-play');
  const wall = page.getByRole('region', { name: /to watch$/ });
  for (let hop = 0; ; hop += 1) {
    await expect(play.or(wall).first()).toBeVisible();
    if (await play.isVisible()) break;
    expect(hop, 'an episode an anonymous visitor may watch near the masthead one').toBeLessThan(MAX_HOPS);
    await page.getByRole('link', { name: /^Previous episode/ }).click();
  }

  const opened = Date.now();
  await play.click();
  await expect(page).toHaveURL(/\/watch\/episode\//);
  const stage = page.getByTestId('player-stage');
  await expect(stage).not.toHaveAttribute('data-status', 'loading');
  const status = await stage.getAttribute('data-status');
  if (status === 'preparing') {
    // A live region: screen readers hear it without the focus moving.
    const notice = page.getByRole('status').filter({ hasText: 'Preparing this video' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Starting in a few seconds…');
  }

  const video = page.getByTestId('player-video');
  const left = () => Math.max(1000, 30_000 - (Date.now() - opened));
  await expect(video).toBeAttached({ timeout: left() });
  await expect.poll(() => currentTime(video), { timeout: left(), intervals: [250] }).toBeGreaterThan(0.5);
  const seconds = (Date.now() - opened) / 1000;
  test.info().annotations.push({
    type: 'first play',
    description: `${page.url()} playing ${seconds.toFixed(1)} s after opening it (first shown: ${status})`,
  });
  console.log(`first play: ${seconds.toFixed(1)} s (first shown: ${status})`);
  expect(seconds).toBeLessThan(30);
});
