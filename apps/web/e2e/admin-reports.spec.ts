import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { createAccount, newAccount, signInBrowser } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { MAP_CROWD } from './support/map-crowd';

/*
 * The admin dashboard's Reports tab (spec §6 'Report overview charts' and 'Downloads'): the user
 * counts, the two charts and their tables, and the three files saved under today's date in
 * Malaysia. Other journeys add users and reviews meanwhile, so the page's numbers are checked
 * against the overview the server sent that page (GET /api/admin/overview, the admin's session),
 * and that overview against what the run itself knows: the verified admin, an unverified account
 * this test signs up, and the seeded map crowd's reviews.
 */

/** Today in Kuala Lumpur (UTC+8 all year), as the server names the files. */
const klToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function downloadFile(page: Page, buttonName: RegExp) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  const text = await fs.readFile(await download.path());
  return { name: download.suggestedFilename(), bytes: text };
}

const statValue = async (page: Page, label: string) => {
  const card = page.getByRole('region', { name: 'Users' }).locator('.mantine-Paper-root').filter({ hasText: new RegExp(`^${label}`) });
  return Number((await card.locator('p').last().innerText()).replace(/[^\d]/g, ''));
};

type Overview = {
  user: { count: number; verified: number; unverified: number };
  review: Record<'total' | FeelingKey, number>;
  poll: { question: string; questionMs: string; yes: number; no: number }[];
};
type FeelingKey = 'awesome' | 'pleasent' | 'good' | 'neutral' | 'bad' | 'disappointing' | 'terrible';

/** The spec's categories, best first as the legend and the table list them, with their English labels. */
const FEELINGS_BEST_FIRST: [FeelingKey, string][] = [
  ['awesome', 'Awesome'],
  ['pleasent', 'Pleasant'],
  ['good', 'Good'],
  ['neutral', 'Neutral'],
  ['bad', 'Bad'],
  ['disappointing', 'Disappointing'],
  ['terrible', 'Terrible'],
];
const number = (n: number) => new Intl.NumberFormat('en-MY').format(n);
// Shares always with one decimal ('0.0%', '19.0%', '9.5%'), so a column of them reads alike.
const share = (part: number, whole: number) =>
  new Intl.NumberFormat('en-MY', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(part / whole);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the admin reads the overview and its charts, and downloads the three dated files', async ({ page }) => {
  // An account this test knows is not verified (nobody opens its mail).
  await createAccount(page.request, newAccount('Rosli Unverified'));
  await signInBrowser(page, E2E_ADMIN);
  const overviewResponse = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/admin/overview' && res.request().method() === 'GET');
  await page.goto('/admin-dashboard?tab=reports');
  const response = await overviewResponse;
  expect(response.status()).toBe(200);
  const overview = (await response.json()) as Overview;
  // The server's own numbers add up, and count at least what the run knows is there.
  expect(overview.user.count).toBe(overview.user.verified + overview.user.unverified);
  expect(overview.user.verified).toBeGreaterThanOrEqual(1); // the admin
  expect(overview.user.unverified).toBeGreaterThanOrEqual(1); // the account above
  const feelingSum = FEELINGS_BEST_FIRST.reduce((sum, [key]) => sum + overview.review[key], 0);
  expect(overview.review.total).toBe(feelingSum);
  // The seed's map crowd: 1,250 Annoyed (disappointing), one Fair (neutral), one Good (pleasant), none hidden.
  expect(overview.review.disappointing).toBeGreaterThanOrEqual(MAP_CROWD.crowd.count);
  expect(overview.review.neutral).toBeGreaterThanOrEqual(1);
  expect(overview.review.pleasent).toBeGreaterThanOrEqual(1);
  expect(overview.poll).toHaveLength(5); // the five MaaS ideas
  await expect(page.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Overview' })).toBeVisible();

  // User counts, as the server sent them: all users = verified + not verified.
  const users = page.getByRole('region', { name: 'Users' });
  await expect(users.getByText('All users')).toBeVisible();
  const [all, verified, unverified] = [await statValue(page, 'All users'), await statValue(page, 'Verified'), await statValue(page, 'Not verified')];
  expect({ all, verified, unverified }).toEqual({ all: overview.user.count, verified: overview.user.verified, unverified: overview.user.unverified });
  expect(all).toBe(verified + unverified);

  // The feelings pie: title, the image named by its numbers, a slice per feeling with reviews
  // (labelled with its count), the legend, and the table behind the toggle.
  const feelings = page.getByRole('region', { name: 'Reviews by feeling' });
  await expect(feelings.getByRole('heading', { name: 'Reviews by feeling' })).toBeVisible();
  const worstFirst = [...FEELINGS_BEST_FIRST].reverse();
  const summary = `Reviews by feeling, ${number(overview.review.total)} in all: ${worstFirst.map(([key, label]) => `${label} ${number(overview.review[key])}`).join(', ')}.`;
  const image = feelings.getByRole('img', { name: summary, exact: true });
  await expect(image).toBeVisible();
  const drawn = worstFirst.filter(([key]) => overview.review[key] > 0);
  // A pie (no hole in the middle), one slice per feeling with reviews, each labelled with its count.
  await expect(image.locator('.recharts-pie-sector')).toHaveCount(drawn.length);
  await expect(image.locator('svg.recharts-surface text')).toHaveText(drawn.map(([key]) => number(overview.review[key])));
  // A pie slice has one arc and closes at the centre; a donut's has a second, inner arc.
  const arcs = await image.locator('.recharts-pie-sector path').evaluateAll((paths) => paths.map((path) => (path.getAttribute('d') ?? '').match(/A/g)?.length ?? 0));
  expect(arcs).toEqual(drawn.map(() => 1));
  // The legend: each feeling, best first, with its count and share.
  const legend = feelings.getByRole('list', { name: 'Reviews by feeling' });
  await expect(legend.getByRole('listitem')).toHaveText(
    FEELINGS_BEST_FIRST.map(([key, label]) => new RegExp(`^${label}\\s*${escape(number(overview.review[key]))}\\s*${escape(share(overview.review[key], overview.review.total))}$`)),
  );
  await expect(feelings.getByRole('table')).toBeHidden();
  await feelings.getByRole('button', { name: 'Show as table' }).click();
  const feelingsTable = feelings.getByRole('table', { name: 'Reviews by feeling' });
  await expect(feelingsTable.getByRole('columnheader')).toHaveText(['Feeling', 'Reviews', 'Share']);
  await expect(feelingsTable.getByRole('rowheader')).toHaveText(FEELINGS_BEST_FIRST.map(([, label]) => label));
  await expect(feelingsTable.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveText(
    FEELINGS_BEST_FIRST.map(([key, label]) => `${label}${number(overview.review[key])}${share(overview.review[key], overview.review.total)}`),
  );
  await expect(feelings.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');

  // The poll chart: title, axis labels, yes and no per question as the server counted them, and its table.
  const poll = page.getByRole('region', { name: 'Poll: yes and no per question' });
  const pollSummary = `Poll votes per question: ${overview.poll.map((q) => `${q.question}, yes ${number(q.yes)}, no ${number(q.no)}`).join('; ')}.`;
  await expect(poll.getByRole('img', { name: pollSummary, exact: true })).toBeVisible();
  await expect(poll.getByText('Question', { exact: true }).first()).toBeVisible();
  await expect(poll.getByText('Votes', { exact: true })).toBeVisible();
  await poll.getByRole('button', { name: 'Show as table' }).click();
  await expect(poll.getByRole('table').getByRole('columnheader')).toHaveText(['Question', 'Yes', 'No']);
  await expect(poll.getByRole('table').getByRole('rowheader')).toHaveText(overview.poll.map((q, i) => `Q${i + 1} ${q.question}`));
  await expect(poll.getByRole('table').getByRole('row').filter({ has: page.getByRole('cell') })).toHaveText(
    overview.poll.map((q, i) => `Q${i + 1} ${q.question}${number(q.yes)}${number(q.no)}`),
  );

  // The downloads, each named with today's date in Malaysia.
  const today = klToday();
  const usersCsv = await downloadFile(page, /^Download\s+Users \(CSV\)$/);
  expect(usersCsv.name).toBe(`users-${today}.csv`);
  const usersText = usersCsv.bytes.toString('utf8');
  // Every text cell is quoted (formula injection: see docs/security.md).
  const quoted = (...cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
  const usersHeader = ['Name', 'Username', 'E-mail', 'Phone', 'Verified', 'Admin', 'Language', 'Location', 'About', 'Gender', 'Age', 'You are', 'Home location', 'Disability', 'Transport usage', 'Joined (Malaysia time)', 'Reviews'];
  expect(usersText.startsWith(`\uFEFF${quoted(...usersHeader)}\r\n`)).toBe(true);
  expect(usersText).toContain(`${quoted(E2E_ADMIN.name, E2E_ADMIN.username, E2E_ADMIN.email)},`);

  const overviewCsv = await downloadFile(page, /^Download\s+Overview report \(CSV\)$/);
  expect(overviewCsv.name).toBe(`overview-${today}.csv`);
  const overviewLines = overviewCsv.bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(overviewLines[1]).toMatch(new RegExp(`^"Generated On","${today} \\d\\d:\\d\\d:\\d\\d \\(Malaysia time\\)"$`));
  expect(overviewLines[2]).toBe(quoted('Generated By', `${E2E_ADMIN.name} (@${E2E_ADMIN.username})`));
  expect(overviewLines).toEqual(
    expect.arrayContaining([quoted('Users'), quoted('Total', 'Verified', 'Unverified'), quoted('Reviews'), quoted('Category', 'Reviews'), quoted('Poll'), quoted('Question', 'Yes', 'No')]),
  );

  const fullReport = await downloadFile(page, /^Download\s+Full report \(Excel\)$/);
  expect(fullReport.name).toBe(`full-report-${today}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fullReport.bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Users', 'Reviews']);
  expect(workbook.getWorksheet('Users')!.getRow(1).getCell(2).value).toBe('Username');
  expect(workbook.getWorksheet('Reviews')!.getRow(1).getCell(1).value).toBe('Ticket number');
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: `Saved full-report-${today}.xlsx` })).toBeVisible();

  await expectNoAxeViolations(page);
});
