import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { ReviewDialogHost } from '../review-dialog-host';
import { SessionSync } from '../session-sync';
import classes from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useRouteChangeEffects } from './use-route-change-effects';

/** Every page: skip link, top bar (banner), <main id="main"> with the lazy page, footer (contentinfo). */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteChangeEffects(mainRef);

  return (
    <div className={classes.shell}>
      <SessionSync />
      <SkipLink />
      <TopBar />
      <main id="main" ref={mainRef} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ReviewDialogHost />
    </div>
  );
}
