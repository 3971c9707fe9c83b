import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { lazyWithStyles } from './page-styles';

// Loaded the first time a review is opened, not with every page.
const ReviewDialog = lazyWithStyles(() => import('../features/reviews/components/review-dialog').then((m) => ({ default: m.ReviewDialog })));

/** Set on the history entry a review tile pushes, so closing its dialog goes back to the list. */
export type ReviewLinkState = { reviewDialog?: boolean };

/**
 * Opens the review dialog for `?review={id}` on any page (docs/decisions.md: a review's shareable
 * link is /popular?review={id}). Closing removes the parameter: back in history when a tile opened
 * it, otherwise by replacing the entry.
 */
export function ReviewDialogHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const reviewId = params.get('review');
  const opener = useRef<HTMLElement | null>(null);

  // While the dialog is open, the page behind it (all of #root; the dialog, its menus and the toasts
  // are portalled to body) is inert: out of reach of the keyboard and of screen readers. Removed
  // before the effect below puts focus back, as React cleans effects up before it runs new ones.
  useEffect(() => {
    if (!reviewId) return;
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    return () => page?.removeAttribute('inert');
  }, [reviewId]);

  // The dialog unmounts as soon as the parameter goes, so focus is put back on what opened it here.
  useEffect(() => {
    if (reviewId) {
      const active = document.activeElement;
      if (!opener.current && active instanceof HTMLElement && active !== document.body && !active.closest('[role="dialog"]')) {
        opener.current = active;
      }
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus({ preventScroll: true });
  }, [reviewId]);

  if (!reviewId) return null;

  const close = () => {
    if ((location.state as ReviewLinkState | null)?.reviewDialog && location.key !== 'default') {
      void navigate(-1);
      return;
    }
    params.delete('review');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
  };

  return (
    <Suspense fallback={null}>
      <ReviewDialog key={reviewId} reviewId={reviewId} onClose={close} />
    </Suspense>
  );
}
