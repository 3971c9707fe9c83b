import { MantineProvider } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container is not needed for the first paint; toasts shown before it arrives wait in
// Mantine's store and appear with it.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/** Toasts: bottom-centre on phones, top-right from 768 px (DESIGN.md "Toasts"). */
function ResponsiveNotifications() {
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints?.sm ?? '48em'})`);
  return (
    <Suspense fallback={null}>
      <Notifications position={isDesktop ? 'top-right' : 'bottom-center'} limit={3} zIndex={400} />
    </Suspense>
  );
}

/**
 * A production build writes the theme's CSS variables into index.html's head once, at build
 * (build/prerender.ts), where Mantine would build the same string on every start (16–25 ms of a
 * first visit at CPU × 4). Elsewhere (the dev server, tests) the provider writes them.
 */
const VARIABLES_AT_START = !import.meta.env.PROD;

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={VARIABLES_AT_START}>
        <ResponsiveNotifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
  );
}
