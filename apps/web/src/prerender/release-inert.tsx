import { useEffect, useLayoutEffect } from 'react';

/*
 * A pre-rendered page arrives inert (build/prerender.ts): #root as a whole, and <main> on its own.
 * Each part becomes usable once the app has taken it over, so no press or typed value lands on
 * markup whose code has not run: the top bar and footer when the shell is hydrated, the page when
 * its lazily loaded code is in (it may take longer). The attributes are the build's, not React's:
 * the app itself never renders them.
 */

/** In the layout, outside the page's Suspense boundary: the shell is the app's. */
export function ReleaseShell() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}

/**
 * Beside the page, inside its Suspense boundary, before anything that moves focus into it: a layout
 * effect, so <main> takes focus and input in the very commit that brings the page.
 */
export function ReleasePage() {
  useLayoutEffect(() => {
    document.getElementById('main')?.removeAttribute('inert');
  }, []);
  return null;
}
