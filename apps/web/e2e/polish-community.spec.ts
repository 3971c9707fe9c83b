import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInBrowser } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { postComment, postReply, postReview, reviewOptionIds, verifiedRider } from './support/review-factory';

/*
 * Issue #13, the review dialog's community side and the app's menus: pressed like / unlike keep
 * their icon and count readable; a comment or reply typed while the previous one posts is kept;
 * focus returns to whatever opened the report dialog; every open menu and the Sort dropdown pass
 * axe's full rule set.
 */

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });

/** A review by another rider, with one comment and one reply of theirs. */
async function reviewWithThread(page: Page) {
  const author = await verifiedRider(page, 'Aminah Yusof', { inBrowser: false });
  const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request));
  const commentId = await postComment(page.request, author, reviewId, 'The bus was clean.');
  await postReply(page.request, author, commentId, 'And quiet too.');
  return { author, reviewId };
}

/**
 * WCAG contrast of a pressed button: its label text and its icon (the svg's stroke or fill as
 * drawn) against the button's background composited over what lies beneath it.
 */
async function pressedContrast(button: Locator): Promise<{ text: number; icon: number }> {
  return button.evaluate((element) => {
    const parse = (value: string): [number, number, number, number] => {
      const match = value.match(/rgba?\(([^)]+)\)/);
      if (!match) return [0, 0, 0, 0];
      const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const over = (top: number[], bottom: number[]) => top.slice(0, 3).map((c, i) => c * top[3]! + bottom[i]! * (1 - top[3]!));
    // The background as painted: every ancestor's background from the page's white upwards.
    const chain: Element[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) chain.unshift(node);
    let background = [255, 255, 255];
    for (const node of chain) background = over(parse(getComputedStyle(node).backgroundColor), background);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (color: string) => {
      const fg = over(parse(color), background);
      const [a, b] = [luminance(fg), luminance(background)].sort((x, y) => y - x);
      return (a! + 0.05) / (b! + 0.05);
    };
    const label = element.querySelector('.mantine-Button-label') ?? element;
    const svg = element.querySelector('svg')!;
    const svgStyle = getComputedStyle(svg);
    // Tabler's outline icons draw with stroke, the filled ones with fill; either is currentColor.
    const drawn = svgStyle.fill !== 'none' && svgStyle.fill !== 'rgba(0, 0, 0, 0)' ? svgStyle.fill : svgStyle.stroke;
    const paint = drawn.startsWith('rgb') ? drawn : svgStyle.color;
    return { text: ratio(getComputedStyle(label).color), icon: ratio(paint) };
  });
}

/**
 * Axe's full rule set (every tag, every impact) with the popup the trigger controls open: no
 * violation on the popup, inside it, or on what holds it (the portal a "region" finding names).
 */
async function expectPopupPassesAxe(page: Page, trigger: Locator) {
  // The popup opens on React's render after the click, which may come after click() returns
  // (a click while the page still hydrates is replayed once it has).
  await expect(trigger, 'the trigger names the popup it opens').toHaveAttribute('aria-controls', /./);
  const id = await trigger.getAttribute('aria-controls');
  await expect(page.locator(`[id="${id}"]`)).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const results = await new AxeBuilder({ page }).analyze();
  const summary: string[] = [];
  for (const violation of results.violations) {
    for (const node of violation.nodes) {
      const selector = node.target.join(' ');
      const onPopup = await page.evaluate(
        ([popupId, found]) => {
          const popup = document.getElementById(popupId!);
          const element = document.querySelector(found!);
          return Boolean(popup && element && (popup.contains(element) || element.contains(popup)));
        },
        [id, selector],
      );
      if (onPopup) summary.push(`${violation.id} (${violation.impact}): ${violation.help} — ${selector} (${node.failureSummary ?? ''})`);
    }
  }
  expect(summary, `axe violations on the open popup on ${page.url()}`).toEqual([]);
}

test.describe('review dialog community polish (issue #13)', () => {
  test('pressed like and unlike keep 4.5:1 for their count and 3:1 for their icon, on the review, a comment and a reply', async ({ page }) => {
    const { reviewId } = await reviewWithThread(page);
    await verifiedRider(page, 'Farid Hamzah');
    await page.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(page);
    const commentItem = dialog.getByRole('article', { name: 'Comment by Aminah Yusof' });
    const replyItem = dialog.getByRole('article', { name: 'Reply by Aminah Yusof' });
    const targets = [
      { scope: dialog, name: 'the review' },
      { scope: commentItem, name: "Aminah Yusof's comment" },
      { scope: replyItem, name: "Aminah Yusof's reply" },
    ];
    for (const { scope, name } of targets) {
      for (const kind of ['Like', 'Unlike'] as const) {
        const button = scope.getByRole('button', { name: new RegExp(`^${kind} ${name.replace(/[.*+?^${}()|[\]\\']/g, '.')}`) }).first();
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
        // At rest and under the pointer (hover paints another background).
        for (const state of ['at rest', 'hovered'] as const) {
          if (state === 'hovered') await button.hover();
          else await page.mouse.move(0, 0);
          const contrast = await pressedContrast(button);
          expect(contrast.text, `${kind} ${name} ${state}: count`).toBeGreaterThanOrEqual(4.5);
          expect(contrast.icon, `${kind} ${name} ${state}: icon`).toBeGreaterThanOrEqual(3);
        }
      }
    }
  });

  test('a comment or reply typed while the previous one is posting stays in the box; only the text sent is cleared', async ({ page }) => {
    const { reviewId } = await reviewWithThread(page);
    await verifiedRider(page, 'Farid Hamzah');
    // Every comment or reply POST waits here until the test lets it through.
    const held: Array<() => void> = [];
    const sent: string[] = [];
    await page.route(/\/api\/(reviews\/[^/]+\/comments|comments\/[^/]+\/replies)$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      sent.push((route.request().postDataJSON() as { body: string }).body);
      await new Promise<void>((resolve) => held.push(resolve));
      await route.continue();
    });
    await page.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(page);

    const check = async (box: Locator, kind: 'Comment' | 'Reply') => {
      const post = box.locator('xpath=ancestor::form').getByRole('button', { name: 'Post' });
      // Lets the held post through and waits until the composer has handled its success (the
      // button, loading while the post is held, stops loading after the box is updated).
      const posted = async (text: string) => {
        await expect.poll(() => held.length).toBe(1);
        expect(sent.at(-1)).toBe(text);
        await expect(post).toHaveAttribute('data-loading');
        held.shift()!();
        await expect(post).not.toHaveAttribute('data-loading');
      };

      // Replaced while the first one posts: the new text is kept whole.
      await box.fill(`First ${kind}`);
      await post.click();
      await expect.poll(() => held.length).toBe(1);
      await box.fill(`Second ${kind}`);
      await posted(`First ${kind}`);
      await expect(box).toHaveValue(`Second ${kind}`);

      // Continued after the text sent: the part sent goes, what was typed after it stays.
      await post.click();
      await expect.poll(() => held.length).toBe(1);
      await box.press('End');
      await box.pressSequentially(' and a third');
      await posted(`Second ${kind}`);
      await expect(box).toHaveValue('and a third');

      // Left alone: the box clears.
      await box.fill(`Third ${kind}`);
      await post.click();
      await posted(`Third ${kind}`);
      await expect(box).toHaveValue('');
    };

    await check(dialog.getByRole('textbox', { name: 'Add a comment...' }), 'Comment');
    const thread = dialog.getByRole('article', { name: 'Comment by Aminah Yusof' });
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await check(dialog.getByRole('textbox', { name: 'Add a reply...' }), 'Reply');
  });

  test('after a report is sent or cancelled, focus returns to the control that opened it', async ({ page }) => {
    const { author, reviewId } = await reviewWithThread(page);
    await verifiedRider(page, 'Farid Hamzah');

    const reportAndBack = async (open: () => Promise<void>, opener: Locator, what: 'Review' | 'Comment' | 'User') => {
      const report = page.getByRole('dialog', { name: `Why are you reporting this ${what}?` });
      await open();
      await expect(report).toBeVisible();
      // Focus is in the report dialog (a menu's own focus return does not pull it back out).
      await expect(report.locator(':focus')).toHaveCount(1);
      await report.getByRole('button', { name: 'Cancel' }).click();
      await expect(report).toBeHidden();
      await expect(opener).toBeFocused();

      await open();
      await report.getByRole('radio', { name: "It's spam" }).check();
      const sent = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/api/reports'));
      await report.getByRole('button', { name: 'Report', exact: true }).click();
      expect((await sent).ok()).toBe(true);
      await expect(report).toBeHidden();
      await expect(opener).toBeFocused();
    };

    await page.goto(`/popular?review=${reviewId}`);
    const dialog = reviewDialog(page);
    const options = dialog.getByRole('button', { name: 'Review options' });
    await reportAndBack(
      async () => {
        await options.click();
        await page.getByRole('menuitem', { name: 'Report...' }).click();
      },
      options,
      'Review',
    );

    const commentReport = dialog.getByRole('article', { name: 'Comment by Aminah Yusof' }).getByRole('button', { name: 'Report', exact: true });
    await reportAndBack(() => commentReport.click(), commentReport, 'Comment');

    await page.goto(`/public-profile/${author.userId}`);
    const profileReport = page.getByRole('button', { name: 'Report Aminah' });
    await reportAndBack(() => profileReport.click(), profileReport, 'User');
  });
});

test.describe('open menus pass axe (issue #13)', () => {
  const openOptions = async (page: Page, reviewId: string) => {
    await page.goto(`/popular?review=${reviewId}`);
    const trigger = reviewDialog(page).getByRole('button', { name: 'Review options' });
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    return trigger;
  };

  test("the review dialog's options as another rider, as the author and as an administrator", async ({ page }) => {
    const author = await verifiedRider(page, 'Aminah Yusof');
    const reviewId = await postReview(page.request, author, await reviewOptionIds(page.request));
    // The author: Delete only.
    await expectPopupPassesAxe(page, await openOptions(page, reviewId));
    await expect(page.getByRole('menuitem')).toHaveText(['Delete post']);

    await verifiedRider(page, 'Farid Hamzah');
    await expectPopupPassesAxe(page, await openOptions(page, reviewId));
    await expect(page.getByRole('menuitem')).toHaveText(['Report...']);

    await signInBrowser(page, E2E_ADMIN);
    await expectPopupPassesAxe(page, await openOptions(page, reviewId));
    await expect(page.getByRole('menuitem')).toHaveCount(4);
  });

  test("the account menu and the card view's Sort dropdown", async ({ page }) => {
    await verifiedRider(page, 'Farid Hamzah');
    await page.goto('/popular?view=card');
    // axe reads the whole page: scanned while the page's code still loads, it has no heading yet.
    await expect(page.getByRole('heading', { level: 1, name: 'Popular reviews' })).toBeVisible();
    const account = page.getByRole('button', { name: 'Account menu' });
    await account.click();
    await expectPopupPassesAxe(page, account);
    await page.keyboard.press('Escape');

    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectPopupPassesAxe(page, sort);
  });
});
