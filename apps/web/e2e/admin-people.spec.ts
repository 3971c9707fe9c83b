import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { createAccount, newAccount, onboardedRider, signInBrowser, toast, type Account } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';

/*
 * The admin dashboard's access rule (spec §6: 'Checking if you are an Admin' while the check runs,
 * any failed admin check → /profile) and its People tab: the two tables, find by e-mail, giving
 * and removing the privilege (confirmed), the refusal to remove one's own, and the generic paged
 * table's 5 / 10 / 25 / All. Everything runs against the real server; E2E_ADMIN's own role is
 * never changed, and every granted privilege is removed.
 */

const adminsSection = (page: Page) => page.getByRole('region', { name: /^Administrators \(\d+\)$/ });
const usersSection = (page: Page) => page.getByRole('region', { name: /^Users \(\d+\)$/ });
const rowOf = (section: Locator, text: string) => section.getByRole('row').filter({ hasText: text });
/** Data rows only (the header row has no cells). */
const dataRows = (section: Locator) => section.getByRole('row').filter({ has: section.page().getByRole('cell') });

/** Accounts whose e-mails share a marker no other journey uses, so a search finds exactly these. */
async function markedAccounts(page: Page, marker: string, count: number): Promise<Account[]> {
  const accounts = Array.from({ length: count }, (_, i) => ({ ...newAccount('Hakim Zulkifli'), email: `people.${marker}.${i}@example.my` }));
  for (const account of accounts) await createAccount(page.request, account);
  return accounts;
}

const uniqueMarker = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe('admin dashboard access', () => {
  test('a visitor is sent to sign in, a rider to their profile, and the admin sees the check, then the dashboard', async ({ page }) => {
    test.slow(); // three sessions and two axe scans
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/signin/);

    await onboardedRider(page, 'Farah Idris');
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);

    // While the (real) admin check is on its way, the page says so and shows no dashboard yet; the
    // request is only held back until that has been seen.
    await signInBrowser(page, E2E_ADMIN);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/check', async (route) => {
      await held;
      await route.continue();
    });
    const checked = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/check');
    await page.goto('/admin-dashboard');
    const checking = page.getByRole('status').filter({ hasText: 'Checking if you are an Admin' });
    await expect(checking).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectNoAxeViolations(page);
    release();
    expect((await checked).status()).toBe(200);
    await page.unroute('**/api/admin/check');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(checking).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('tab', { name: 'People', selected: true })).toBeVisible();
    await expect(adminsSection(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('people', () => {
  test('finds a rider by e-mail, gives and removes the admin privilege, and refuses removing one’s own', async ({ page }) => {
    test.slow(); // a long journey with three confirmations and two axe scans
    const marker = uniqueMarker();
    const [rider] = await markedAccounts(page, marker, 1);
    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/admin-dashboard');

    // Find by any part of the e-mail, in capitals: only the rider.
    const users = usersSection(page);
    await users.getByLabel('Find by e-mail').fill(`PEOPLE.${marker.toUpperCase()}`);
    await expect(dataRows(users)).toHaveCount(1);
    const riderRow = rowOf(users, rider!.email);
    await expect(riderRow).toContainText(rider!.username);
    await expect(riderRow).toContainText('Not verified');
    await expect(users.getByText('1–1 of 1')).toBeVisible();

    // Give the privilege, confirmed.
    await riderRow.getByRole('button', { name: `Give admin privilege to ${rider!.name}` }).click();
    const grant = page.getByRole('dialog', { name: 'Give admin privilege?' });
    await expect(grant).toContainText(rider!.email);
    await expectNoAxeViolations(page);
    await grant.getByRole('button', { name: 'Give admin privilege' }).click();
    await expect(toast(page, `${rider!.name} is now an administrator`)).toBeVisible();
    await expect(grant).toBeHidden();
    await expect(users.getByText('No result found')).toBeVisible();

    // Now among the administrators (All rows: other journeys may add administrators meanwhile).
    const admins = adminsSection(page);
    await admins.getByLabel('Rows per page').selectOption('all');
    const adminRow = rowOf(admins, rider!.email);
    await expect(adminRow).toBeVisible();

    // The reader's own row is marked.
    const ownRow = rowOf(admins, E2E_ADMIN.email);
    await expect(ownRow.getByText('You', { exact: true })).toBeVisible();

    // Remove it again, confirmed: back among the users.
    await adminRow.getByRole('button', { name: `Remove admin privilege from ${rider!.name}` }).click();
    const remove = page.getByRole('dialog', { name: 'Remove admin privilege?' });
    await remove.getByRole('button', { name: 'Remove admin privilege' }).click();
    await expect(toast(page, `${rider!.name} is no longer an administrator`)).toBeVisible();
    await expect(adminRow).toHaveCount(0);
    await expect(rowOf(users, rider!.email)).toBeVisible();

    // Removing one's own privilege: the server refuses, the dialog says why, nothing changes.
    await ownRow.getByRole('button', { name: `Remove admin privilege from ${E2E_ADMIN.name}` }).click();
    const self = page.getByRole('dialog', { name: 'Remove admin privilege?' });
    await self.getByRole('button', { name: 'Remove admin privilege' }).click();
    const refusal = self.getByRole('alert');
    await expect(refusal).toContainText('Not Allowed!');
    await expect(refusal).toContainText('Please ask another Admin to remove your admin privilege');
    await expect(self.getByRole('button', { name: 'Remove admin privilege' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await self.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(self).toBeHidden();
    await expect(ownRow).toBeVisible();
  });

  test('pages the users 5 at a time by default, then 10, 25 and All', async ({ page }) => {
    test.slow(); // six accounts to sign up first
    const marker = uniqueMarker();
    await markedAccounts(page, marker, 6);
    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/admin-dashboard');

    const users = usersSection(page);
    // Wait for the debounced search itself: before it, the unfiltered list may look the same.
    const searched = page.waitForResponse((response) => response.url().includes(`q=${marker}`) && response.ok());
    await users.getByLabel('Find by e-mail').fill(marker);
    await searched;
    const sizeMenu = users.getByLabel('Rows per page');
    await expect(sizeMenu).toHaveValue('5');
    await expect(dataRows(users)).toHaveCount(5);
    await expect(users.getByText('1–5 of 6')).toBeVisible();
    await expect(users.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await users.getByRole('button', { name: 'Next page' }).click();
    await expect(users.getByText('6–6 of 6')).toBeVisible();
    await expect(dataRows(users)).toHaveCount(1);
    await expect(users.getByRole('button', { name: 'Next page' })).toBeDisabled();

    for (const size of ['10', '25', 'all']) {
      await sizeMenu.selectOption(size);
      await expect(dataRows(users)).toHaveCount(6);
      await expect(users.getByText('1–6 of 6')).toBeVisible();
      await expect(users.getByRole('button', { name: 'Next page' })).toBeDisabled();
    }

    // On a phone the table scrolls sideways inside its box; the page itself does not.
    await page.setViewportSize({ width: 360, height: 740 });
    const scroller = users.getByRole('region', { name: 'Users', exact: true });
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });
});
