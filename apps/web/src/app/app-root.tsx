import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';

/**
 * The whole app around a router: the browser's in main.tsx, a memory router when pages are
 * pre-rendered at build. One tree for both, so React's generated ids and the markup match when the
 * browser takes over the pre-rendered HTML.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
