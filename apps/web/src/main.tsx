import './lib/zod-jitless';
import { startWebApp } from './app/start';
import { loadConsent } from './lib/consent';

// The visitor's consent (the OptanonConsent cookie, GPC) is known before anything that could
// need it starts: nothing non-essential runs until it allows.
loadConsent();

const container = document.getElementById('root');
if (!container) throw new Error('Fanverse: #root element missing from index.html');
// In a task of its own: evaluating the app's modules is already one long task for a phone's CPU,
// and the start (the router, the state, hydration's first steps) would make it longer still.
setTimeout(() => startWebApp(container), 0);
