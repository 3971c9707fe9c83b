/**
 * Debian's Chromium, driven by the browser journeys (playwright.config.ts) and the web benchmark
 * (bench/web): no sandbox (root in a container), no GPU, and none of the background traffic a
 * desktop profile makes (updates, sync, first-run pages) competing with the page on 2 cores.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
