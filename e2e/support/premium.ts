import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoSeries } from './catalogue';
import { waitForMedia } from './media';

/**
 * The premium catalogue and card steps the premium and purchases journeys share: finding a
 * premium-walled episode, waiting for its media as a member, and typing the sandbox's test Visa.
 */

export interface EpisodeReply {
  uuid: string;
  title: string;
  video: { status: string; wall_type: 0 | 1 | null; wall_expires: string | null };
}

export interface SeriesReply {
  available_in: string[];
  premium_walled_in: string[];
}

/** Whether a visitor in the US needs premium for the episode (spec §4 walls), and nothing else stops it. */
function premiumOnly(episode: EpisodeReply, series: SeriesReply): boolean {
  if (episode.video.status !== 'approved') return false;
  if (series.available_in.length > 0 && !series.available_in.includes('US')) return false;
  if (series.premium_walled_in.includes('US')) return true;
  const expires = episode.video.wall_expires;
  const walled = episode.video.wall_type !== null && (expires === null || Date.parse(expires) > Date.now());
  return walled && episode.video.wall_type === 0;
}

export async function pickPremiumEpisode(request: APIRequestContext): Promise<EpisodeReply> {
  for await (const { series, episodes: values } of demoSeries<SeriesReply, EpisodeReply>(request)) {
    const episode = values.find((candidate) => premiumOnly(candidate, series));
    if (episode) return episode;
  }
  throw new Error('the demo catalogue has no premium-walled episode');
}

/** The signed-in member's session id, as the app keeps it (`vuex.user.sessionId`). */
export async function sessionIdOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('vuex') ?? '{}') as { user?: { sessionId?: string } };
    return stored.user?.sessionId ?? null;
  });
  expect(id, 'a signed-in session in local storage').toBeTruthy();
  return id!;
}

/** As the member: rights, then the manifest, until the episode's media is ready (S08 meanwhile). */
export function waitForMemberMedia(request: APIRequestContext, uuid: string, sessionId: string) {
  return waitForMedia(request, uuid, { Authorization: `Token ${sessionId}` });
}

/**
 * Types the sandbox's test Visa with a New York billing place (10001, so sales tax applies) into
 * the card form on the page; the country is already the visitor's (US).
 */
export async function fillTestVisa(page: Page) {
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel(/^Expiry date/).fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await expect(page.getByLabel('Billing country')).toHaveValue('US');
  await page.getByLabel('Billing postal code').fill('10001');
}
