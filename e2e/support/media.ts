import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { getJson } from './catalogue';

/**
 * The demo media the journeys wait for and watch: the demo videos are rendered after the server
 * starts, so a journey polls an episode's rights and manifest until its stream is ready.
 */

/** Media is rendered after start-up: the first stream may take a while. */
export const MEDIA_WAIT_MS = 240_000;

/**
 * Asks for rights, then the manifest, until the episode's media is ready (S08 while it is being
 * prepared). `headers` go with both calls: none for a visitor, a session's for a member.
 */
export async function waitForMedia(
  request: APIRequestContext,
  uuid: string,
  headers: Record<string, string> = {},
) {
  await expect
    .poll(
      async () => {
        const rights = await getJson<{ token: string }>(request, `/api/5/1/rights/episode/${uuid}`, headers);
        const reply = await request.get(
          '/api/5/1/video_manifest_from_jwt/?st=hls&drm=default&cdn=default&subs=none',
          { headers: { 'X-Auth-JWT': rights.token, ...headers } },
        );
        return reply.status();
      },
      { message: `the media of episode ${uuid}`, timeout: MEDIA_WAIT_MS, intervals: [2000] },
    )
    .toBe(200);
}

/** Where the player's <video> is, in seconds. */
export const currentTime = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => element.currentTime);
