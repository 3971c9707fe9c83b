import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The home page's poster dialog covers the page once per browser, and every test has a new one:
 * journeys start in a browser that has seen the server's posters (as a returning rider's has),
 * unless they ask for them (`test.use({ posters: true })`, home.spec.ts).
 */
export const test = base.extend<{ posters: boolean }>({
  posters: [false, { option: true }],
  context: async ({ context, posters }, use) => {
    if (!posters) {
      const res = await context.request.get('/api/posters');
      expect(res.status()).toBe(200);
      const { items } = (await res.json()) as { items: { id: string; version: string }[] };
      const seen = JSON.stringify(Object.fromEntries(items.map((poster) => [poster.id, poster.version])));
      await context.addInitScript((value) => localStorage.setItem('suara.posters.seen', value), seen);
    }
    await use(context);
  },
});

/**
 * Waits for the transitions and finite animations under way (a dialog fading in, a toast fading
 * out): axe reads colours as drawn, and a half-faded button fails the contrast rule. Endless ones
 * (skeleton pulses, spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    // Two frames first: a transition starts on the frame after its element mounts.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** WCAG 2.1 A and AA; a violation lists the rule and the offending elements so the failure says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** The page has rendered its own content (not the lazy-route skeleton). */
export async function expectPageHeading(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}
