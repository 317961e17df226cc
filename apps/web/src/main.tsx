import './lib/zod-jitless';

/** Lets the browser do what waits (input, a paint) before the next part of the start. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app with its code evaluated in parts, each in a task of its own: React and its
 * router, the other libraries, the app's own code, then its start (docs/first-view.md "Start-up
 * in parts"). Imported statically, the whole graph is evaluated in one task: 215 ms on
 * Lighthouse's throttled phone, most of the home page's Total Blocking Time. Each import stands
 * for a chunk of the build (vite.config.ts `codeSplitting`); a library moving between chunks
 * changes only where the parts divide.
 */
async function boot(container: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  await import('@tanstack/react-query');
  await nextTask();
  const [{ loadConsent }, { startWebApp }] = await Promise.all([
    import('./lib/consent'),
    import('./app/start'),
  ]);
  // The visitor's consent (the OptanonConsent cookie, GPC) is known before anything that could
  // need it starts: nothing non-essential runs until it allows.
  loadConsent();
  await nextTask();
  startWebApp(container);
}

const container = document.getElementById('root');
if (!container) throw new Error('Fanverse: #root element missing from index.html');
boot(container).catch((error: unknown) => console.error('Fanverse: the app could not start', error));
