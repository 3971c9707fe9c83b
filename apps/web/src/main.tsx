import './styles/mantine-shell.css';
import './styles/global.css';
import './lib/zod-without-eval';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { preloadPage, router } from './app/router';
import { startI18n } from './lib/i18n';
import { startPwa } from './pwa/start-pwa';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// Before any lazy chunk is asked for: a stale one after a deploy then reloads the page once.
startPwa();

// The reader's strings load first (one small chunk), so the first paint is already in their language;
// the page's own code and styles are fetched meanwhile.
preloadPage(window.location.pathname);
await startI18n();
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
