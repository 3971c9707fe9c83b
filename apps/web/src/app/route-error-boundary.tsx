import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

type BoundaryProps = { children: ReactNode; fallback: ReactNode; pathname: string };
/** `failedAt` is the page the error happened on, set on the render after the error. */
type BoundaryState = { failed: boolean; failedAt: string | null };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true, failedAt: null };
  }

  // Leaving the page that failed tries again: the next page has its own chance.
  static getDerivedStateFromProps({ pathname }: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: pathname };
    return state.failedAt === pathname ? null : { failed: false, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Catches what a page throws while rendering, or its code failing to load (a stale chunk after a
 * deploy, the connection gone), and shows `fallback` instead, until the reader goes to another page.
 */
export function RouteErrorBoundary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary pathname={pathname} fallback={fallback}>
      {children}
    </Boundary>
  );
}
