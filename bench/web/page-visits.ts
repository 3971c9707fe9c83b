// The first visits of one page that cpu-profile.ts and trace-self-time.ts measure, with the options
// both take: `[--skip-build] [--dist DIR] [--page /] [--visits 3]`.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { firstVisit, type VisitMeasure } from './first-visit.ts';
import { buildWebApp, startSite, WEB_DIST_DIR } from './site.ts';

/**
 * Builds the app unless told not to, serves it on `port`, and makes the visits, each measured by
 * a fresh `measure()`; answers the page, the number of visits and each one's result.
 */
export async function measurePageVisits<T>(port: number, measure: () => VisitMeasure<T>): Promise<{ page: string; visits: number; results: T[] }> {
  const { values } = parseArgs({
    options: {
      'skip-build': { type: 'boolean', default: false },
      dist: { type: 'string', default: WEB_DIST_DIR },
      page: { type: 'string', default: '/' },
      visits: { type: 'string', default: '3' },
    },
  });
  const visits = Number(values.visits);
  if (!values['skip-build']) await buildWebApp();
  const site = await startSite(port, path.resolve(values.dist));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const results: T[] = [];
  try {
    for (let visit = 0; visit < visits; visit++) results.push(await firstVisit(browser, `${site.baseUrl}${values.page}`, measure()));
  } finally {
    await browser.close();
    await site.stop();
  }
  return { page: values.page, visits, results };
}
