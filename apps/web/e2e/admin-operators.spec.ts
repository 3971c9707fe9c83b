import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignIn, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { boxOf, PHONE } from './support/layout';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * Unmatched operator names (issue #17 section 1): reviews whose operator no operator matched show in
 * the admin's Operators tab, most reviews first; the admin maps one to an operator and adds another
 * as a new operator (a taken address refused beside the name first), each time told how many past
 * reviews were linked, and the names leave the list. Every journey makes its own names, found by
 * search, since other journeys add unmatched names to the same server.
 */

/** Reviews by a fresh rider naming each operator as many times as given. */
async function reviewsNaming(page: Page, counts: Record<string, number>) {
  const rider = await verifiedRider(page, 'Faridah Hassan', { inBrowser: false });
  const ids = await reviewOptionIds(page.request);
  for (const [operatorName, count] of Object.entries(counts)) {
    for (let i = 0; i < count; i += 1) await postReview(page.request, rider, ids, { operatorName });
  }
}

test('an administrator maps one unmatched name to an operator and adds another as a new operator', async ({ page }) => {
  test.slow(); // six reviews, two dialogs and two axe scans
  const word = uniqueWord('op');
  const mapped = `Bas Kilang ${word}`;
  const mappedSpelling = `bas-kilang-${word}`; // the same key: it goes with the mapped name
  // Over 60 letters before the branch: its address (cut at 60) is that of the operator added below.
  const company = `Syarikat Pengangkutan Awam ${word} Lembah Klang Selangor Berhad`;
  const added = `${company} Cawangan Selatan`;
  await reviewsNaming(page, { [mapped]: 3, [added]: 2, [mappedSpelling]: 1 });
  const admin = { authorization: `Bearer ${(await apiSignIn(page.request, E2E_ADMIN)).token}` };
  const sibling = await page.request.post('/api/admin/operators', { headers: admin, data: { name: `${company} Cawangan Utara`, kind: 'transit' } });
  expect(sibling.status(), await sibling.text()).toBe(201);

  // The first load and its one automatic retry fail; Try again then reaches the server.
  let calls = 0;
  await page.route('**/api/admin/operators/unmatched**', (route) => {
    calls += 1;
    return calls <= 2 ? route.fulfill({ status: 503, json: { error: { code: 'not_ready', message: 'Not ready.' } } }) : route.continue();
  });
  await signInBrowser(page, E2E_ADMIN);
  await page.goto('/admin-dashboard?tab=operators');
  const panel = page.getByRole('tabpanel', { name: 'Operators' });
  await expect(panel.getByText('The unmatched operator names could not be loaded')).toBeVisible();
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByRole('list', { name: 'Unmatched operator names' })).toBeVisible();

  await panel.getByLabel('Find a name').fill(word);
  const list = panel.getByRole('list', { name: 'Unmatched operator names' });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([mapped, added, mappedSpelling]);
  await expect(list.getByRole('listitem')).toContainText(['3 reviews', '2 reviews', '1 review']);
  await expectNoAxeViolations(page);

  // Map to operator: a choice is needed; the dialog says what will happen before it is done.
  await panel.getByRole('button', { name: `Map to operator: ${mapped}` }).click();
  const mapDialog = page.getByRole('dialog', { name: `Map “${mapped}” to an operator` });
  const picker = mapDialog.getByRole('combobox', { name: 'Operator' });
  await expect(picker).toBeFocused();
  await mapDialog.getByRole('button', { name: 'Map name' }).click();
  await expect(mapDialog.getByText('Choose the operator this name stands for')).toBeVisible();
  await picker.fill('rapid');
  await page.getByRole('option', { name: 'Rapid KL', exact: true }).click();
  await expect(mapDialog.getByText('Its 3 reviews will count for Rapid KL.')).toBeVisible();
  await expectNoAxeViolations(page);
  await mapDialog.getByRole('button', { name: 'Map name' }).click();
  // Both spellings are linked, and leave the list; focus goes on to the next name.
  await expect(toast(page, `“${mapped}” now stands for Rapid KL: 4 past reviews linked.`)).toBeVisible();
  await expect(mapDialog).toHaveCount(0);
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([added]);
  await expect(panel.getByRole('button', { name: `Map to operator: ${added}` })).toBeFocused();

  // Add as new operator, by keyboard: the name as typed takes an address another operator has.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: `Add as new operator: ${added}` })).toBeFocused();
  await page.keyboard.press('Enter');
  const addDialog = page.getByRole('dialog', { name: `Add “${added}” as a new operator` });
  const name = addDialog.getByLabel('Operator name');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue(added);
  await page.keyboard.press('Enter');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Another operator already has the address “syarikat-pengangkutan-awam-.*”\. Change the name\./);
  await expect(name).toBeFocused();
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText([added]);

  await name.fill(`Bas Selatan ${word}`);
  await expect(addDialog.getByText(`“${added}” is kept as another name for it`)).toBeVisible();
  await addDialog.getByLabel('Kind').selectOption({ label: 'Express bus' });
  await addDialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(toast(page, `Bas Selatan ${word} added: 2 past reviews linked.`)).toBeVisible();
  await expect(addDialog).toHaveCount(0);
  await expect(panel.getByText(`No unmatched name contains “${word}”`)).toBeVisible();
  await expect(panel.getByLabel('Find a name')).toBeFocused();

  // The server agrees: a new express-bus operator, and nothing left unmatched under these names.
  const operators = ((await (await page.request.get('/api/operators')).json()) as { items: { name: string; kind: string }[] }).items;
  expect(operators).toContainEqual(expect.objectContaining({ name: `Bas Selatan ${word}`, kind: 'express-bus' }));
  const left = await page.request.get(`/api/admin/operators/unmatched?q=${word}`, { headers: admin });
  expect(((await left.json()) as { items: unknown[] }).items).toEqual([]);
});

test.describe('on a phone, in Bahasa Malaysia', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the name, its count and both actions fit the screen; a cancelled dialog changes nothing', async ({ page }) => {
    const word = uniqueWord('op');
    const typed = `Teksi Pak Din ${word}`;
    await reviewsNaming(page, { [typed]: 1 });
    await signInBrowser(page, E2E_ADMIN);
    await page.evaluate(() => localStorage.setItem('suara.lang', 'ms'));
    await page.goto('/admin-dashboard?tab=operators');
    const panel = page.getByRole('tabpanel', { name: 'Operator' });
    await panel.getByLabel('Cari nama').fill(word);
    const item = panel.getByRole('list', { name: 'Nama operator yang tidak dipadankan' }).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(typed);
    await expect(item).toContainText('1 ulasan');

    // Stacked: the buttons one under the other, inside the card, and nothing scrolls sideways.
    const card = await boxOf(item);
    const map = panel.getByRole('button', { name: `Padankan dengan operator: ${typed}` });
    const add = panel.getByRole('button', { name: `Tambah operator baharu: ${typed}` });
    const [mapBox, addBox] = [await boxOf(map), await boxOf(add)];
    expect(addBox.y).toBeGreaterThanOrEqual(mapBox.y + mapBox.height);
    for (const box of [mapBox, addBox]) expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    // Their labels wrap rather than being cut off.
    for (const button of [map, add]) expect(await button.evaluate((b) => b.scrollWidth <= b.clientWidth && [...b.querySelectorAll('span')].every((s) => s.scrollWidth <= s.clientWidth))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await add.click();
    const dialog = page.getByRole('dialog', { name: `Tambah “${typed}” sebagai operator baharu` });
    await expect(dialog.getByLabel('Nama operator')).toHaveValue(typed);
    await expect(dialog.getByText('1 ulasannya akan dikira untuk operator baharu ini.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
    await expect(item).toContainText(typed);
  });
});
