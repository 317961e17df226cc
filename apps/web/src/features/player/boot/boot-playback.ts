import { fetchAndOffer } from '../../../lib/early-responses';
import { createHlsEngine } from '../engine/hls-engine';
import { loadHls } from '../engine/hls-module';
import { markFirstFrame, onFirstFrame } from '../engine/first-frame';
import { bootMatureVideo } from '../../../lib/age-gate/boot-gate';
import { discardPlayback, ForwardingCallbacks, offerPlayback } from './boot-handoff';
import { bootStart, tokenAllowsWatching, type WatchPlan } from './watch-plan';

/**
 * Starts an anonymous visit's video before the app: content, rights and hls.js at once, then the
 * manifest (not for a mature video before the age gate was passed), then hls.js on a <video> of
 * the boot's own, shown in a plain stage over the page. Every answer is offered to the app
 * (lib/early-responses.ts), and the video too (boot-handoff.ts). Resolves once the first frame is
 * on screen; resolves early, with nothing playing, when the visitor may not watch or anything
 * fails: the app then shows the wall, the gate or the error, from the very same answers.
 */
export async function bootPlayback(plan: WatchPlan, doc: Document = document): Promise<void> {
  const hls = loadHls();
  const get = fetchAndOffer;
  // Read for a linked start (`?t=`), which the video's length clamps, and for the age gate; it
  // is asked for with the rights, so it is in long before the manifest.
  const content = get(plan.contentUrl)
    .then(async (reply) => (reply.ok ? ((await reply.json()) as Record<string, unknown>) : null))
    .catch(() => null);
  const rights = await get(plan.rightsUrl);
  if (!rights.ok) return;
  const { token } = (await rights.json()) as { token: string };
  if (!tokenAllowsWatching(token)) return;
  // A mature video (a clip's rating is its series', unknown here) waits for the app's age gate.
  if (!plan.ageGateOpen && (plan.type === 'clip' || bootMatureVideo(await content))) return;
  const manifest = await get(plan.manifestUrl, token);
  // S08 (still being prepared) included: the app starts at once, takes this very answer, shows
  // "preparing" and asks again by itself; the server already moved the video to the front.
  if (!manifest.ok) return;
  const { stream_url: streamUrl } = (await manifest.json()) as { stream_url: string };
  const mod = await hls;
  if (!mod.default.isSupported()) return; // the browser's own HLS: the app's engine handles it
  const startAt = plan.start === null ? 0 : bootStart(plan.start, (await content)?.duration);

  const stage = doc.createElement('div');
  stage.dataset.bootStage = '';
  stage.className = 'boot-stage';
  const video = doc.createElement('video');
  video.playsInline = true;
  video.preload = 'auto';
  stage.append(video);
  doc.body.append(stage);

  return new Promise<void>((resolve) => {
    const callbacks = new ForwardingCallbacks({
      getJwt: () => token,
      onRefused: () => fail(),
      onLoaded: () => undefined,
      onFatal: () => fail(),
    });
    const engine = createHlsEngine(mod, video, callbacks);
    const offered = { streamUrl, video, engine, callbacks, mutedAutoplay: false, startAt };
    const cancelFrame = onFirstFrame(video, () => {
      markFirstFrame();
      resolve();
    });
    // Until the player takes over, a failure stops the boot's video: the app starts afresh.
    function fail() {
      cancelFrame();
      discardPlayback();
      resolve();
    }
    offerPlayback(offered);
    engine.load(streamUrl, startAt);
    video.play().catch((error: unknown) => {
      // As the player does: sound refused before any interaction, so start muted.
      if (!(error instanceof DOMException) || error.name !== 'NotAllowedError') return resolve();
      video.muted = true;
      offered.mutedAutoplay = true;
      video.play().catch(() => resolve());
    });
  });
}
