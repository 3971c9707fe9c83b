import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { apiSignIn, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { PNG_1PX } from './support/png-1px';
import { uniqueWord } from './support/review-factory';

/*
 * The home page's poster dialogs as administrators manage them (issue #7 item 10) and as riders
 * see them (issue #6, journeys 4 and 6; each comes as a notice whose View opens it, issue #14). This file runs in the 'posters' project, after every other
 * journey (playwright.config.ts), one test at a time, and leaves the posters as it found them.
 */
test.describe.configure({ mode: 'serial' });

type Poster = { id: string; imageUrl: string; description: string; descriptionMs: string | null; version: string };
type AdminPoster = { id: string; url: string | null; imageKey: string | null; description: string; descriptionMs: string | null; active: boolean };

const posterDialog = (page: Page) => page.getByRole('dialog', { name: /News from Suara Transit|Berita daripada Suara Transit/ });
/** The notice each poster comes as; its 'View' opens the dialog. */
const posterNotice = (page: Page) => page.getByRole('group', { name: /^News from Suara Transit/ });

async function publicPosters(request: APIRequestContext): Promise<Poster[]> {
  const res = await request.get('/api/posters');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Poster[] }).items;
}

/** The administrator's API, for arranging and restoring posters around a journey. */
async function adminApi(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${(await apiSignIn(request, E2E_ADMIN)).token}` };
  return {
    async list(): Promise<AdminPoster[]> {
      const res = await request.get('/api/admin/posters', { headers });
      expect(res.status()).toBe(200);
      return ((await res.json()) as { items: AdminPoster[] }).items;
    },
    async add(data: object): Promise<AdminPoster> {
      const res = await request.post('/api/admin/posters', { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { poster: AdminPoster }).poster;
    },
    async put(poster: AdminPoster, changes: Partial<AdminPoster>) {
      const { description, descriptionMs, url, imageKey, active } = { ...poster, ...changes };
      const res = await request.put(`/api/admin/posters/${poster.id}`, { headers, data: { description, descriptionMs, url, imageKey, active } });
      expect(res.status(), await res.text()).toBe(200);
    },
    async order(ids: string[]) {
      const res = await request.put('/api/admin/posters/order', { headers, data: { ids } });
      expect(res.status(), await res.text()).toBe(200);
    },
    async remove(id: string) {
      const res = await request.delete(`/api/admin/posters/${id}`, { headers });
      expect([204, 404]).toContain(res.status());
    },
  };
}

const FIELDS = ['description', 'descriptionMs', 'url', 'imageKey', 'active'] as const;

/** What each test started with, put back after it: the same posters, texts, switches and order. */
let before: AdminPoster[] = [];
test.beforeEach(async ({ request }) => {
  before = await (await adminApi(request)).list();
});
test.afterEach(async ({ request }) => {
  const api = await adminApi(request);
  for (const poster of await api.list()) {
    const was = before.find((p) => p.id === poster.id);
    if (!was) await api.remove(poster.id);
    else if (FIELDS.some((field) => was[field] !== poster[field])) await api.put(poster, was);
  }
  await api.order(before.map((p) => p.id));
});

/** Opens the home page and waits for its posters' answer, so a missing notice means 'not shown'. */
async function openHome(page: Page, reload = false) {
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/posters'));
  await (reload ? page.reload() : page.goto('/'));
  await answered;
  await expectPageHeading(page);
}

test('an administrator adds a poster with an uploaded image, sees it on the home page, then orders, disables, edits and removes it', async ({ page }) => {
  // One long journey through every admin action, on a machine shared with the rest of the run.
  test.slow();
  const description = `Lifts at every station by ${uniqueWord('Dec')}`;
  await signInBrowser(page, E2E_ADMIN);
  await page.goto('/admin-dashboard?tab=posters');
  const tab = page.getByRole('tabpanel', { name: 'Posters' });
  const list = tab.getByRole('list', { name: 'Posters in the order the home page shows them' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const countBefore = await list.getByRole('listitem').count();

  await tab.getByRole('button', { name: 'Add poster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a poster' });
  // Nothing filled: the errors say what is missing.
  await dialog.getByRole('button', { name: 'Add poster' }).click();
  await expect(dialog.getByText('Please write a description')).toBeVisible();
  await dialog.getByLabel('Description (English)').fill(description);
  await dialog.getByRole('button', { name: 'Add poster' }).click();
  await expect(dialog.getByText('Upload an image or give its web address')).toBeVisible();
  await dialog.getByLabel("…or the image's web address").fill('example.my/poster.png');
  await dialog.getByRole('button', { name: 'Add poster' }).click();
  await expect(dialog.getByText(/Enter a web address starting with https:\/\//)).toBeVisible();
  await dialog.getByLabel("…or the image's web address").fill('');

  await dialog.locator('input[type="file"]').setInputFiles({ name: 'lifts.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(dialog.getByRole('img', { name: 'Preview of the uploaded image' })).toBeVisible();
  await dialog.getByLabel('Description (Bahasa Malaysia)').fill(`Lif di setiap stesen ${description.split(' ').at(-1)}`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add poster' }).click();
  await expect(toast(page, 'Poster added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = list.getByRole('listitem', { name: description });
  await expect(list.getByRole('listitem')).toHaveCount(countBefore + 1);
  await expect(list.getByRole('listitem').last()).toHaveAccessibleName(description);
  await expectNoAxeViolations(page);

  // The home page shows it as a poster (the ones this browser saw before do not come back).
  await openHome(page);
  await expect(posterNotice(page)).toContainText(description);
  await posterNotice(page).getByRole('button', { name: 'View' }).click();
  const poster = posterDialog(page);
  await expect(poster.getByText(description, { exact: true })).toBeVisible();
  await expect(poster.getByRole('img', { name: description })).toBeVisible();
  await poster.getByRole('button', { name: 'Close' }).click();
  await expect(poster).toBeHidden();

  // Ordering by keyboard: the focus stays on the moved poster.
  await page.goto('/admin-dashboard?tab=posters');
  const moveUp = row.getByRole('button', { name: `Move up: ${description}` });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByRole('listitem').nth(countBefore - 1)).toHaveAccessibleName(description);
  await expect.poll(async () => (await publicPosters(page.request)).map((p) => p.description).at(-2)).toBe(description);
  await expect(row.getByRole('button', { name: /^Move (up|down):/ }).and(page.locator(':focus'))).toHaveCount(1);

  // Disabled: gone from the home page's list, still in the dashboard.
  await row.getByRole('switch', { name: `Show on the home page: ${description}` }).click({ force: true });
  await expect(row.getByRole('switch')).not.toBeChecked();
  await expect.poll(async () => (await publicPosters(page.request)).some((p) => p.description === description)).toBe(false);
  await row.getByRole('switch').click({ force: true });
  await expect(row.getByRole('switch')).toBeChecked();

  // Edited.
  await row.getByRole('button', { name: `Edit: ${description}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit poster' });
  await expect(edit.getByLabel('Description (English)')).toHaveValue(description);
  const edited = `${description} (updated)`;
  await edit.getByLabel('Description (English)').fill(edited);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Poster saved')).toBeVisible();
  const editedRow = list.getByRole('listitem', { name: edited });
  await expect(editedRow).toBeVisible();

  // Removed after a confirmation.
  await editedRow.getByRole('button', { name: `Remove: ${edited}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove poster' });
  await expect(confirm).toContainText(edited);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Poster removed')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(countBefore);
  expect((await publicPosters(page.request)).some((p) => p.description.startsWith(description))).toBe(false);

  // On a 360 px phone the list fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test.describe('poster dialogs on the home page', () => {
  test.use({ posters: true });

  test('the welcome poster shows once, not after a reload, and again when an administrator changes it', async ({ page, request }) => {
    const [welcome] = await publicPosters(request);
    expect(welcome).toBeDefined();
    await openHome(page);
    const notice = posterNotice(page);
    await expect(notice).toHaveAccessibleName('News from Suara Transit');
    await notice.getByRole('button', { name: 'View' }).click();
    const dialog = posterDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: welcome!.description })).toBeVisible();
    await expect(dialog.getByText(welcome!.description, { exact: true })).toBeVisible();
    // The image is ours and loads.
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(notice).toHaveCount(0);

    await openHome(page, true);
    await expect(notice).toHaveCount(0);

    // An administrator edits the description: a new version, shown once more.
    const api = await adminApi(request);
    const stored = (await api.list()).find((p) => p.id === welcome!.id)!;
    await api.put(stored, { description: 'Now with the MRT Putrajaya Line.' });
    await openHome(page, true);
    await expect(notice).toContainText('Now with the MRT Putrajaya Line.');
    await notice.getByRole('button', { name: 'View' }).click();
    await expect(posterDialog(page).getByText('Now with the MRT Putrajaya Line.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(posterDialog(page)).toBeHidden();
    await openHome(page, true);
    await expect(notice).toHaveCount(0);
    await expect(posterDialog(page)).toHaveCount(0);
  });

  test('several posters show one after the other, each once', async ({ page, request }) => {
    const api = await adminApi(request);
    const [welcome] = await publicPosters(request);
    await api.add({ description: 'Vote in the MaaS poll.', descriptionMs: 'Undi dalam tinjauan MaaS.', url: welcome!.imageUrl });
    await openHome(page);
    const notice = posterNotice(page);
    const dialog = posterDialog(page);
    await expect(notice).toHaveAccessibleName('News from Suara Transit (1 of 2)');
    await expect(notice).toContainText(welcome!.description.split('\n')[0]!);
    await notice.getByRole('button', { name: 'View' }).click();
    await expect(dialog).toHaveAccessibleName('News from Suara Transit (1 of 2)');
    await expect(dialog.getByText(welcome!.description, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    // Closing the dialog brings the next poster's notice, its View focused where the first one's was.
    await expect(notice).toHaveAccessibleName('News from Suara Transit (2 of 2)');
    await expect(notice).toContainText('Vote in the MaaS poll.');
    await expect(notice.getByRole('button', { name: 'View' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveAccessibleName('News from Suara Transit (2 of 2)');
    await expect(dialog.getByRole('img', { name: 'Vote in the MaaS poll.' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(notice).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();

    // A poster seen earlier stays seen when a new one joins it; Dismiss puts the new one away.
    await api.add({ description: 'Stations are getting lifts.', url: welcome!.imageUrl });
    await openHome(page, true);
    await expect(notice).toHaveAccessibleName('News from Suara Transit');
    await expect(notice).toContainText('Stations are getting lifts.');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await openHome(page, true);
    await expect(notice).toHaveCount(0);
  });

  test('Dismiss moves on to the next poster, and none of them comes back after a reload', async ({ page, request }) => {
    const api = await adminApi(request);
    const [welcome] = await publicPosters(request);
    await api.add({ description: 'Vote in the MaaS poll.', url: welcome!.imageUrl });
    await openHome(page);
    const notice = posterNotice(page);
    await expect(notice).toHaveAccessibleName('News from Suara Transit (1 of 2)');
    const dismiss = notice.getByRole('button', { name: 'Dismiss' });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    // The next notice in its place, the focus still on its Dismiss.
    await expect(notice).toHaveAccessibleName('News from Suara Transit (2 of 2)');
    await expect(notice).toContainText('Vote in the MaaS poll.');
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
    await openHome(page, true);
    await expect(notice).toHaveCount(0);
  });
});
