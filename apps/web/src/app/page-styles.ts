import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

let pageStyles: Promise<unknown> | undefined;

/**
 * Mantine's full styles, fetched once, beside the first page's code rather than before the first
 * paint: the shell paints with its own small sheet (styles/mantine-shell.css).
 */
export function loadPageStyles(): Promise<unknown> {
  pageStyles ??= import('../styles/mantine-pages.css');
  return pageStyles;
}

// `any` props as in React.lazy's own signature: each page or dialog declares its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A page's module: its component. */
export type PageModule<T extends AnyComponent> = { default: T };

/**
 * The GETs a page starts with when it is the first page, in a small module of its own: in the
 * page's module they waited until all of the page's code had arrived and run, as a module's promise
 * settles only then (on /popular, 1.6 s after the page's own chunk in a Lighthouse run).
 */
export type EarlyDataModule = { requestEarlyData: (search: URLSearchParams) => void };

export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts fetching the code and styles ahead of the first render, and the page's early data for `search`. */
  preload: (search: URLSearchParams) => void;
};

/**
 * React.lazy for what renders Mantine components outside the shell: it renders once its code and
 * Mantine's full styles are both in, fetched side by side.
 */
export function lazyWithStyles<T extends AnyComponent>(
  load: () => Promise<PageModule<T>>,
  loadEarlyData?: () => Promise<EarlyDataModule>,
): PreloadableComponent<T> {
  const loadWithStyles = () => Promise.all([load(), loadPageStyles()]).then(([module]) => module);
  const preload = (search: URLSearchParams) => {
    void loadPageStyles();
    void load();
    void loadEarlyData?.().then((module) => module.requestEarlyData(search));
  };
  return Object.assign(lazy(loadWithStyles), { preload });
}

export function isPreloadable(value: unknown): value is PreloadableComponent<AnyComponent> {
  return typeof value === 'object' && value !== null && typeof (value as { preload?: unknown }).preload === 'function';
}
