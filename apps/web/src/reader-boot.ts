// The first script of a comic reader page's document (the server puts it in place of the app's
// entry and leaves the app's preloads out, apps/server/src/plugins/route-preloads.ts): the first
// page's chain of calls (rights, the first download page, the image) starts at once instead of
// after the app's download, its start-up calls and the reader's chunk. The app starts once the
// first page is on screen, when the boot leaves the page to it, or after APP_DEADLINE_MS,
// whichever comes first; the reader takes the boot's answers and its painted page over
// (features/comics/reader/boot/).
// Unlike the watch boot, no './lib/zod-jitless' here: that module lives in the app's shared
// chunk, and a static import would make the boot wait for the whole app's download before its
// first call. The boot builds no schema; main.tsx imports it first, before the app builds any.
import { bootFirstPage } from './features/comics/reader/boot/boot-first-page';
import { planReader, type BootConnection } from './features/comics/reader/boot/reader-plan';

/** The app never waits longer than this for the boot's first page (a slow line, a stall). */
const APP_DEADLINE_MS = 2500;

let started = false;
const startApp = () => {
  if (started) return;
  started = true;
  // The reader's own chunk beside the app's: the router then finds it already there.
  void import('./features/comics/reader/ComicReaderPage');
  void import('./main');
};

let storage: Storage | null = null;
try {
  storage = window.localStorage;
} catch {
  // storage disabled: the visit counts as anonymous
}
const connection = (navigator as Navigator & { connection?: BootConnection }).connection;
const plan = planReader(location.pathname, storage, navigator.language, connection, location.search);
if (plan) {
  setTimeout(startApp, APP_DEADLINE_MS);
  bootFirstPage(plan, () => started).then(startApp, startApp);
} else {
  startApp();
}
