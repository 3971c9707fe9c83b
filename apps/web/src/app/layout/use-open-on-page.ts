import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open state for a top-bar menu that going to another page closes (a redirect or a query change on
 * the same page leaves it open). Kept above a lazily loaded menu, so a press made before the menu's
 * code arrives still opens it.
 */
export function useOpenOnPage(): [opened: boolean, setOpened: (opened: boolean) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [shownPathname, setShownPathname] = useState(pathname);
  if (shownPathname !== pathname) {
    // Another page is shown: a menu opened on an earlier page closes (state adjusted while rendering).
    setShownPathname(pathname);
    if (openOn !== pathname) setOpenOn(null);
  }
  // The address bar's page, not the rendered one: a press while the next page's code still loads
  // (the router shows the old page meanwhile) opens the menu over the page being loaded.
  return [openOn === pathname, (opened) => setOpenOn(opened ? window.location.pathname : null)];
}
