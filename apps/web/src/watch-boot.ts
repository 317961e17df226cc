// The first script of a watch page's document (the server puts it in place of the app's entry
// and leaves the app's preloads out, apps/server/src/plugins/route-preloads.ts): the video starts
// before the app, whose download and start-up would otherwise hold the line and the main thread
// while the stream's chain of calls waits. The app starts once the first frame is on screen, when
// the boot leaves the page to it, or after APP_DEADLINE_MS, whichever comes first.
import './lib/zod-jitless';
import { bootPlayback } from './features/player/boot/boot-playback';
import { planWatch } from './features/player/boot/watch-plan';

/** The app never waits longer than this for the boot's first frame (a slow line, a stall). */
const APP_DEADLINE_MS = 2500;

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  // The watch page's own chunk beside the app's: the router then finds it already there.
  void import('./features/player/WatchPage');
  void import('./main');
};

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // storage disabled: the visit counts as anonymous
}
const plan = planWatch(location.pathname, storage, navigator.language, location.search);
if (plan) {
  setTimeout(startApp, APP_DEADLINE_MS);
  bootPlayback(plan).then(startApp, startApp);
} else {
  startApp();
}
