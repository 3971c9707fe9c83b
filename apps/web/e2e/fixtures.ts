import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The home page's poster notice comes once per browser, over the bottom of the page, and every
 * test has a new browser:
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

/**
 * axe's whole default rule set (WCAG A and AA and the best practices: landmarks, heading order,
 * scrollable regions), violations of any impact, each with its rule and elements so a failure says
 * what to fix. Only violations are gathered: collecting every passing node doubles a scan's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A page whose code is still loading shows a skeleton: scan the page, not the placeholder.
  await expect(page.locator('[data-page-skeleton]')).toHaveCount(0);
  // A pre-rendered page shows its content before the app has it, with <main> inert until then
  // (only the build sets it there), which axe skips: seen as 'no main landmark, no h1'.
  await expect(page.locator('main[inert]')).toHaveCount(0);
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The app has taken over a pre-rendered page's top bar and footer: until then they are inert, and a
 * focus moved there by a script (not a press, which waits) does not take.
 */
export async function waitForShell(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/** The page has rendered its own content (not the lazy-route skeleton). */
export async function expectPageHeading(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
}
