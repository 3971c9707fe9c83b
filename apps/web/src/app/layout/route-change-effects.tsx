import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

type RouteChangeEffectsProps = {
  mainRef: RefObject<HTMLElement | null>;
  /** The first load's path, from the layout. */
  firstPathname: string;
};

/**
 * On every route change (spec §2: "Scroll resets to the top on every route change"):
 * scroll to the top, then move focus to the new page's h1 (or <main> if it has none), so a
 * screen reader announces the page and the next Tab starts at the content. Not on first load.
 *
 * Rendered after the page inside the layout's <Suspense>: React commits it with the page, so the
 * effect runs once a lazy page is in, not while its skeleton shows (when there is no h1 to focus
 * yet, and the page's arrival would leave focus on <main>). It is first mounted with the first page
 * to arrive, which need not be the first load's (a link followed while that one loads).
 */
export function RouteChangeEffects({ mainRef, firstPathname }: RouteChangeEffectsProps) {
  const { pathname } = useLocation();
  const shownPathname = useRef(firstPathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;

    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = mainRef.current;
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, mainRef]);

  return null;
}
