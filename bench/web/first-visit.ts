// A first visit as the web probes make it: a new browser context (no cache, no service worker) on a
// 412 px phone screen, the CPU slowed 4× as Lighthouse's mobile setting assumes, no network throttling.
import type { Browser, CDPSession, Page } from '@playwright/test';

/** What is done before a visit and read after it. */
export type VisitMeasure<T> = { before?: (tab: Page, cdp: CDPSession) => Promise<void>; after: (tab: Page, cdp: CDPSession) => Promise<T> };

/** Opens `url` in a fresh context, runs `measure` around the visit, and closes the context. */
export async function firstVisit<T>(browser: Browser, url: string, measure: VisitMeasure<T>): Promise<T> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await measure.before?.(tab, cdp);
    await tab.goto(url, { waitUntil: 'load' });
    // Long enough for the lazy page, its hydration and the idle-time work after it.
    await tab.waitForTimeout(6000);
    return await measure.after(tab, cdp);
  } finally {
    await context.close();
  }
}
