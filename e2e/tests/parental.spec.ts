import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoSeries } from '../support/catalogue';
import { currentTime, MEDIA_WAIT_MS, waitForMedia } from '../support/media';
import { registerMember } from '../support/members';

/**
 * Parental controls in Chromium against the real server (issue 23): a member turns on a TV-PG
 * limit with a PIN; the demo's TV-MA episode then asks for the PIN instead of playing, refuses a
 * wrong one, and plays after the right one; a reload in the same tab stays unlocked.
 */

interface SeriesReply {
  id: number;
  tv_rating: string;
}

interface EpisodeReply {
  uuid: string;
  title: string;
  tv_rating: string;
  video: { status: string; wall_type: 0 | 1 | null };
}

const PIN = '2468';

/** A TV-MA episode anyone may watch (no wall): the demo's mature series starts with one. */
async function matureEpisode(request: APIRequestContext): Promise<EpisodeReply> {
  for await (const { series, episodes } of demoSeries<SeriesReply, EpisodeReply>(request)) {
    if (series.tv_rating !== 'TV-MA') continue;
    const free = episodes.find(
      (episode) => episode.video.wall_type === null && episode.video.status === 'approved',
    );
    if (free) return free;
  }
  throw new Error('The demo catalogue has no free TV-MA episode');
}

test('a member sets a TV-PG limit with a PIN; a TV-MA episode asks for it and plays after it', async ({
  page,
  request,
}) => {
  test.setTimeout(MEDIA_WAIT_MS + 120_000);
  const episode = await matureEpisode(request);
  // Anonymous: a visitor has no limits.
  await waitForMedia(request, episode.uuid);

  // Parental controls, from the account page: a TV-PG limit and a PIN, typed twice.
  await registerMember(page, 'parent');
  await page.goto('/account');
  await page.getByRole('link', { name: 'Parental controls' }).click();
  await expect(page).toHaveURL(/\/account\/parental$/);
  await expect(
    page.getByText('Parental controls are off: everything can be watched and read.'),
  ).toBeVisible();
  await page.getByLabel('TV and film limit').selectOption('TV-PG');
  await expect(
    page.getByText('Allows TV-Y, TV-Y7, TV-G, and TV-PG, and films rated G and PG.'),
  ).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.getByLabel('Repeat the PIN').fill(PIN);
  await page.getByRole('button', { name: 'Turn on parental controls' }).click();
  await expect(page.getByText('Parental controls saved.')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Now' });
  await expect(summary.getByText('Parental controls are on.')).toBeVisible();
  await expect(summary.getByText('Up to TV-PG')).toBeVisible();

  // The TV-MA episode by its address: locked, with the PIN prompt and no video.
  await page.goto(`/watch/episode/${episode.uuid}`);
  const prompt = page.getByTestId('pin-prompt');
  await expect(page.getByRole('heading', { name: 'Locked by parental controls' })).toBeVisible();
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('player-video')).toHaveCount(0);

  // A wrong PIN is refused with the tries left; the right one opens it and it plays.
  await prompt.getByLabel('PIN').fill('1357');
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(prompt.getByRole('alert')).toHaveText('Incorrect PIN. 4 tries left.');
  await prompt.getByLabel('PIN').fill(PIN);
  await prompt.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  const video = page.getByTestId('player-video');
  await expect.poll(() => currentTime(video), { timeout: 30_000 }).toBeGreaterThan(1);
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);

  // The unlock is the tab's until it expires: a reload plays on without asking again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: episode.title })).toBeVisible();
  await expect
    .poll(() => currentTime(page.getByTestId('player-video')), { timeout: 30_000 })
    .toBeGreaterThan(1);
  await expect(page.getByTestId('pin-prompt')).toHaveCount(0);
});
