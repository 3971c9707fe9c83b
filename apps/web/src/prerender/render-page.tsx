import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { AppRoot } from '../app/app-root';
import { cssVariablesResolver, theme } from '../app/theme';
import { listenForMissingKeys, startI18n } from '../lib/i18n';

/*
 * The build's server-side entry (build/prerender.ts): the public pages a visitor lands on, rendered
 * once at build, in English and signed out, as a first-time visitor's browser would draw them before
 * any data arrives. The browser then takes the markup over (main.tsx) instead of drawing from blank.
 */

let started: Promise<void> | undefined;

/** The markup of `url`'s page inside #root, once every lazy page and part under it has loaded. */
export async function renderPage(url: string): Promise<string> {
  started ??= startI18n();
  await started;
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const errors: unknown[] = [];
  const missingKeys = new Set<string>();
  listenForMissingKeys((key) => missingKeys.add(key));
  const { prelude } = await prerenderToNodeStream(<AppRoot Router={Router} />, {
    // Every part in its place, in order: React would otherwise send a large part apart, with an inline
    // script to move it in, which the Content-Security-Policy blocks.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  listenForMissingKeys(undefined);
  // A page that fails here would be drawn from its error state, one missing its strings with their
  // keys: the build must stop instead.
  if (errors.length > 0) throw errors[0];
  if (missingKeys.size > 0) throw new Error(`prerender: ${url} asks for strings that do not exist: ${[...missingKeys].join(', ')}`);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  const markup = Buffer.concat(chunks).toString('utf8');
  if (markup.includes('<script')) throw new Error(`prerender: ${url} needs inline scripts, which the Content-Security-Policy blocks`);
  return markup;
}

/** The theme's CSS variables as Mantine's provider writes them, a <style> for index.html's head (app/providers.tsx). */
export function renderThemeVariables(): string {
  const style = renderToStaticMarkup(<MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables withGlobalClasses={false} withStaticClasses={false} />);
  if (!style.startsWith('<style') || !style.includes('--mantine-')) throw new Error(`prerender: the theme's variables came out as ${style.slice(0, 80)}`);
  return style;
}
