// Lighthouse (mobile, its defaults) on Debian's Chromium. Each first visit gets a new Chromium with a
// fresh profile, as a rider's first visit would; a repeat visit navigates a second time in the same
// profile with nothing cleared.
import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS } from '../../chromium-flags.ts';
import { CATEGORIES } from './metrics.ts';
import { FrameReporterTrace } from './trace-gatherer.ts';

const CHROMIUM = '/usr/bin/chromium';
const LAUNCH_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CONFIG: Config = { extends: 'lighthouse:default', artifacts: [{ id: 'Trace', gatherer: FrameReporterTrace }] };
const FLAGS: Flags = { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] };
/** How long a page may take to register a service worker after Lighthouse saw it load. */
const REGISTRATION_WAIT_MS = 5000;
const ACTIVATION_WAIT_MS = 60_000;

async function withChromium<T>(use: (port: number) => Promise<T>): Promise<T> {
  // chrome-launcher makes a new temporary profile (user-data-dir) for each launch and removes it on kill.
  const chromium = await launch({ chromePath: CHROMIUM, chromeFlags: LAUNCH_FLAGS, logLevel: 'silent' });
  try {
    return await use(chromium.port);
  } finally {
    chromium.kill();
  }
}

async function audit(url: string, flags: Flags, page?: Page): Promise<Result> {
  const result = await lighthouse(url, { ...FLAGS, ...flags }, CONFIG, page);
  if (!result) throw new Error(`bench: Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`bench: Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** A first visit: new profile, simulated mobile throttling (Lighthouse's default). */
export function auditFirstVisit(url: string): Promise<Result> {
  return withChromium((port) => audit(url, { port }));
}

export type RepeatVisit = { first: Result; repeat: Result; serviceWorker: boolean };

/**
 * A first visit, then a second navigation in the same profile with nothing cleared
 * (`disableStorageReset`), once the page's service worker (if it registers one) is active.
 * Both visits use applied ('devtools') throttling with the same mobile settings: the simulation
 * charges a network round trip for every request, also those a service worker answers from its
 * cache, so it cannot show what the worker saves.
 */
export function auditRepeatVisit(url: string): Promise<RepeatVisit> {
  return withChromium(async (port) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      const page = await browser.newPage();
      const first = await audit(url, { throttlingMethod: 'devtools' }, page);
      const serviceWorker = await page.evaluate(waitForServiceWorker, REGISTRATION_WAIT_MS, ACTIVATION_WAIT_MS);
      const repeat = await audit(url, { throttlingMethod: 'devtools', disableStorageReset: true }, page);
      return { first, repeat, serviceWorker };
    } finally {
      await browser.disconnect();
    }
  });
}

/** What `waitForServiceWorker` uses of the page's navigator (the bench is type-checked without the DOM's types). */
type PageNavigator = { serviceWorker?: { getRegistration(): Promise<unknown>; ready: Promise<unknown> } };

/**
 * Runs in the page: whether it has a service worker, once that worker is active (its precache
 * done). Serialized into the page, so it names no helper of this module (not even a local one).
 */
async function waitForServiceWorker(registrationWaitMs: number, activationWaitMs: number): Promise<boolean> {
  const { serviceWorker } = (globalThis as unknown as { navigator: PageNavigator }).navigator;
  if (!serviceWorker) return false;
  const deadline = Date.now() + registrationWaitMs;
  while (!(await serviceWorker.getRegistration())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const timeout = new Promise((resolve) => setTimeout(resolve, activationWaitMs, false));
  if (!(await Promise.race([serviceWorker.ready.then(() => true), timeout]))) throw new Error('the service worker registered but did not become active');
  return true;
}
