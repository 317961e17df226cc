import { createRoot } from 'react-dom/client';
import { discardPlayback } from '../features/player/boot/boot-handoff';
import { initAppConfigStore } from '../features/app-config';
import { reloadOnStaleChunks } from '../features/app-update';
import { apiClient } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { App } from './App';
import { syncLanguage } from './language-sync';
import { createAppRouter } from './router';
import { getAppSession } from './session';
import './styles/global.css';

/** Boots the web app: persisted state, language, stale-chunk recovery, the session, then the router. */
export function startWebApp(container: HTMLElement) {
  initAppConfigStore();
  syncLanguage(i18n, apiClient);
  reloadOnStaleChunks();
  const router = createAppRouter();
  // A video the watch boot started is the watch page's to take over: once the visitor is
  // elsewhere before that happened, it stops.
  router.subscribe(({ location }) => {
    if (!location.pathname.startsWith('/watch/')) discardPlayback();
  });
  createRoot(container).render(<App router={router} session={getAppSession()} />);
}
