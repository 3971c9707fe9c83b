import { Suspense, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton';
import { ReleasePage, ReleaseShell } from '../../prerender/release-inert';
import { OfflineNotice } from '../../pwa/offline-notice';
import { ReviewDialogHost } from '../review-dialog-host';
import { SessionSync } from '../session-sync';
import { OutboxSender } from '../../features/reviews/outbox/outbox-sender';
import classes from './layout.module.css';
import { RouteChangeEffects } from './route-change-effects';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** Every page: skip link, top bar (banner), <main id="main"> with the lazy page, footer (contentinfo). */
export function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [firstPathname] = useState(pathname);

  return (
    <div className={classes.shell}>
      <ReleaseShell />
      <SessionSync />
      <OutboxSender />
      <SkipLink />
      <TopBar />
      <OfflineNotice />
      <main id="main" ref={mainRef} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <ReleasePage />
          <RouteChangeEffects mainRef={mainRef} firstPathname={firstPathname} />
        </Suspense>
      </main>
      <SiteFooter />
      <ReviewDialogHost />
    </div>
  );
}
