import type { Page } from '@playwright/test';

/** Holds back the built file whose address matches `pattern` (a page's code) until the returned function is called. */
export async function holdChunk(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
