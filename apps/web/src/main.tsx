import './lib/zod-jitless';
import { startWebApp } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('Fanverse: #root element missing from index.html');
startWebApp(container);
