import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * On every route change (spec §2: "Scroll resets to the top on every route change"):
 * scroll to the top, then move focus to the new page's h1 (or <main> if it has none), so a
 * screen reader announces the page and the next Tab starts at the content. Not on first load.
 */
export function useRouteChangeEffects(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = pathname;
    if (previous === null || previous === pathname) return;

    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const main = mainRef.current;
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
