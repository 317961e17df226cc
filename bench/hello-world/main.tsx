// The baseline page of `npm run bench lighthouse`: React 19 mounting one heading on the client,
// built by the same Vite and React plugin as the web app, so every page of ours is compared
// with the least a client-rendered React page costs on the same machine.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello world</h1>);
