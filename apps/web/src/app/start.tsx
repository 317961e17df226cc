import { createRoot } from 'react-dom/client';
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
  createRoot(container).render(<App router={createAppRouter()} session={getAppSession()} />);
}
