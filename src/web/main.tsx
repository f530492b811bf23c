// First, before any module that could build a zod schema.
import './zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';
import { App, loadFirstScreen } from './app/app';
import { createQueryClient } from './lib/query-client';
import { readFirstAnswers } from './lib/first-answers';

// The theme class was set before the first paint by index.html's inline script.
const root = document.getElementById('root')!;
const app = (client?: ReturnType<typeof createQueryClient>) => (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

/**
 * A page the server drew (prerendered marketing page, or the signed-in frame rendered with its
 * first answers, platform/http/static.ts) is painted before any script runs; the client then
 * hydrates it, with the same answers and the page's code loaded first, so its first render is
 * the server's. Any other page (and the skeleton a failed render falls back to) renders anew.
 */
if (root.dataset.rendered === '1') {
  const client = createQueryClient();
  const answers = readFirstAnswers();
  for (const [key, data] of answers) client.setQueryData(key, data);
  const signedIn = answers.some(([key, data]) => key[0] === '/api/user' && data !== null);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already painted, and clicks meanwhile are
  // replayed once their part is hydrated).
  const hydrate = () => startTransition(() => void hydrateRoot(root, app(client)));
  void loadFirstScreen(window.location.pathname, signedIn).then(hydrate, hydrate);
} else {
  createRoot(root).render(app());
}
