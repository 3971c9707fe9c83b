import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/**
 * The whole app inside a router: the browser's in main.tsx, a memory router when pages are
 * pre-rendered at build. One tree for both, so React's generated ids and the markup match when the
 * browser takes over the pre-rendered HTML.
 */
export function AppRoot({ Router }: { Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
