import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { PRERENDERED_DIR, PRERENDERED_URLS, prerenderedFileName } from '../src/prerender/prerendered-pages';

/*
 * The public pages a visitor lands on, drawn at build time (src/prerender/render-page.tsx) so that a
 * phone paints the page's text before any script has run, instead of a blank screen until the app's
 * JavaScript has downloaded and run. The server sends them to readers who would see them as drawn
 * (apps/server/src/plugins/prerendered-pages.ts); the browser takes the markup over (main.tsx).
 */

/** Beside the pages: maps each address to its file, for the server. */
export const PRERENDERED_MANIFEST = 'pages.json';

type Renderer = { renderPage: (url: string) => Promise<string>; renderThemeVariables: () => string };

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * index.html with the page inside #root. The page's <title> (React renders it first) goes to the
 * head, where the app keeps it; the address drawn is kept on #root for main.tsx to compare. #root,
 * and <main> on its own, are inert until the app's code takes each over (src/prerender/release-inert.tsx):
 * a press or a typed value on markup without its code would be lost, and a form sent before it ran
 * would put its fields, a password included, in the address.
 */
export function fillTemplate(template: string, url: string, markup: string): string {
  const title = /^<title>.*?<\/title>/s.exec(markup)?.[0];
  const page = title ? markup.slice(title.length) : markup;
  if (!page.includes('<main id="main"')) throw new Error(`prerender: ${url} has no <main id="main">`);
  const body = page.replace('<main id="main"', '<main id="main" inert');
  const root = `<div id="root" data-prerendered="${escapeAttribute(url)}" inert>${body}</div>`;
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');
  const withTitle = title ? template.replace(/<title>.*?<\/title>/s, title) : template;
  return withTitle.replace('<div id="root"></div>', () => root);
}

/** `template` with `style` at the end of its head. */
export function withHeadStyle(template: string, style: string): string {
  if (!template.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  return template.replace('</head>', () => `${style}</head>`);
}

/** Compiles the server-side entry next to node_modules (so its imports resolve) and loads it. */
async function loadRenderer(root: string): Promise<Renderer & { cleanUp: () => void }> {
  // A directory of its own per build, rather than a query string on the import: the lazy pages' chunks
  // import the entry by its plain path, and with a query they would get a second copy of every module
  // (the strings loaded in one, the pages reading the other's empty store).
  const outDir = fs.mkdtempSync(path.join(root, 'node_modules', '.prerender-'));
  const cleanUp = () => fs.rmSync(outDir, { recursive: true, force: true });
  try {
    await build({
      configFile: false,
      root,
      mode: 'production',
      logLevel: 'warn',
      plugins: [react()],
      build: { ssr: 'src/prerender/render-page.tsx', outDir, sourcemap: false },
    });
    const entry = pathToFileURL(path.join(outDir, 'render-page.js')).href;
    const { renderPage, renderThemeVariables } = (await import(entry)) as Renderer;
    return { renderPage, renderThemeVariables, cleanUp };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/**
 * Every stylesheet of the build is offered to Beasties, which inlines only the rules the page's markup
 * uses: the page paints styled before Mantine's full sheet arrives with the page's code. The shell's
 * own sheets (index.html's links) move to the end of <body>, where they no longer hold back the first
 * paint of what comes before them: a repeat visit answered by the service worker waited for their
 * two requests to paint. (Beasties' other ways of loading them late use inline event handlers, which
 * the Content-Security-Policy forbids.) The inline <style> tags are left as they are: the theme's
 * variables in the head, and inside #root Mantine's classes, which the browser compares when it
 * takes the page over.
 */
function criticalCss(outDir: string, template: string): Beasties {
  const assets = path.join(outDir, 'assets');
  // The shell's own sheets are index.html's links; Beasties reads those itself.
  const stylesheets = fs.readdirSync(assets).filter((file) => file.endsWith('.css') && !template.includes(`/assets/${file}`));
  return new Beasties({
    path: outDir,
    publicPath: '/',
    external: true,
    preload: 'body',
    additionalStylesheets: stylesheets.map((file) => `/assets/${file}`),
    reduceInlineStyles: false,
    inlineFonts: false,
    preloadFonts: false,
    compress: true,
    logLevel: 'warn',
  });
}

export async function prerenderPages(root: string, outDir: string): Promise<void> {
  const { renderPage, renderThemeVariables, cleanUp } = await loadRenderer(root);
  try {
    // Every page's head, index.html's too, carries the theme's variables (app/providers.tsx).
    const indexFile = path.join(outDir, 'index.html');
    const template = withHeadStyle(fs.readFileSync(indexFile, 'utf8'), renderThemeVariables());
    fs.writeFileSync(indexFile, template);
    const beasties = criticalCss(outDir, template);
    const pagesDir = path.join(outDir, PRERENDERED_DIR);
    fs.mkdirSync(pagesDir, { recursive: true });
    const manifest: Record<string, string> = {};
    for (const url of PRERENDERED_URLS) {
      const html = await beasties.process(fillTemplate(template, url, await renderPage(url)));
      const file = prerenderedFileName(url);
      fs.writeFileSync(path.join(pagesDir, file), html);
      manifest[url] = file;
    }
    fs.writeFileSync(path.join(pagesDir, PRERENDERED_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  } finally {
    cleanUp();
  }
}

/** The Vite plugin: once the app is written, before its service worker's precache list and the compression. */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let written = false;
  return {
    name: 'suara-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      written = true;
    },
    // Before the service worker's precache list is made (build/pwa.ts, also 'pre', listed after this
    // plugin), so the pages are in it.
    closeBundle: {
      order: 'pre',
      sequential: true,
      // Vite closes a bundle that failed to generate too: leave its error to be reported, not this step's.
      handler: () => (written ? prerenderPages(root, outDir) : undefined),
    },
  };
}
