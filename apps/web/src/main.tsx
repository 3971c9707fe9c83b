import './styles/mantine-shell.css';
import './styles/global.css';
import './lib/zod-without-eval';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root';
import { preloadPage } from './app/router';
import { startI18n } from './lib/i18n';
import { canTakeOver, keepShellCookie } from './prerender/take-over';
import { startPwa } from './pwa/start-pwa';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before any lazy chunk is asked for: a stale one after a deploy then reloads the page once.
startPwa();

// The reader's strings load first (one small chunk), so the first paint is already in their language;
// the page's own code and styles are fetched meanwhile, and then the data it starts with. Not a
// top-level await: the pages' chunks import this one (vite.config.ts), and would wait for it.
preloadPage(window.location);
void startI18n().then(() => {
  keepShellCookie();
  const app = <AppRoot Router={BrowserRouter} />;
  // A page pre-rendered at build is taken over where it stands: no blank screen, nothing redrawn; its
  // parts stay inert until they are hydrated (release-inert.tsx). One drawn for someone else (a
  // visitor, in English) is dropped. Either way as a transition: React then works in slices of a few
  // milliseconds, yielding to the browser between them, instead of one long task that blocks a phone.
  startTransition(() => {
    if (canTakeOver(container)) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      container.removeAttribute('inert');
      createRoot(container).render(app);
    }
  });
});
