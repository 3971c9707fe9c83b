import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { apiSignIn } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * The public scorecards (issue #17 §2): the overview, an operator, one of its routes and one of its
 * stops, read by a visitor, with the filters in the URL, a CSV download, a finding and its evidence
 * on /popular, a page in Malay, a refused filter beside its field and the not-found page. Other
 * journeys write reviews meanwhile, so the scorecard is of an operator this test adds, on a route
 * (PJ05) and stops no other journey names.
 */

const STOP = { code: 'PJS1121', label: 'PJS1121 Kelana Jaya (Jalan SS6/1)', latitude: 3.1078, longitude: 101.6035 };
const OTHER_STOP = { code: 'PJS1122', latitude: 3.1054, longitude: 101.60625 };
const ROUTE = 'PJ05 Petaling Jaya Route 05';

/** An operator of this test's own (added as an administrator would), and 6 reviews of it: 5 Annoyed about a stop's vehicles, 1 Good. */
async function seedOperator(page: Page): Promise<{ name: string; slug: string }> {
  const { token } = await apiSignIn(page.request, E2E_ADMIN);
  const name = `Bas ${uniqueWord('Ujian')}`;
  const res = await page.request.post('/api/admin/operators', { headers: { authorization: `Bearer ${token}` }, data: { name, kind: 'transit' } });
  expect(res.status(), await res.text()).toBe(201);
  const { operator } = (await res.json()) as { operator: { slug: string } };

  const rider = await verifiedRider(page, 'Hafiz Rahman', { inBrowser: false });
  const ids = await reviewOptionIds(page.request);
  for (let i = 1; i <= 5; i += 1) {
    await postReview(page.request, rider, ids, {
      feeling: 'ANNOYED',
      aspect: 'VEHICLE_CONDITION',
      operatorName: name,
      routeName: 'PJ05',
      stopName: STOP.code,
      experience: `The seats were broken again, seat belt missing, trip ${i}.`,
      location: { latitude: STOP.latitude, longitude: STOP.longitude },
    });
  }
  await postReview(page.request, rider, ids, {
    feeling: 'GOOD',
    aspect: 'DRIVER',
    operatorName: name,
    routeName: 'PJ05',
    stopName: OTHER_STOP.code,
    experience: 'The driver waited for me.',
    location: { latitude: OTHER_STOP.latitude, longitude: OTHER_STOP.longitude },
  });
  return { name, slug: operator.slug };
}

/** A table by its caption; its row by the words in it. */
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });
const rowOf = (page: Page, tableName: string, text: string) => table(page, tableName).getByRole('row').filter({ hasText: text });

test.describe('public scorecards at /insights', () => {
  test('a visitor reads the overview, an operator, its route and its stop; filters in the URL, a CSV, the evidence, in Malay too', async ({ page }) => {
    test.slow(); // six reviews to post, four pages to scan
    const operator = await seedOperator(page);

    // The overview: the operator ranked, with its count, plain average and negative share beside its score.
    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Transit scorecards' })).toBeVisible();
    await expect(page.getByText(/^Weeks of /)).toBeVisible();
    const row = rowOf(page, 'Operators ranked', operator.name);
    await expect(row.getByRole('cell').nth(1)).toHaveText('6'); // reviews
    await expect(row.getByRole('cell').nth(3)).toHaveText('-1.3'); // (5 × -2 + 2) / 6
    await expect(row.getByRole('cell').nth(4)).toHaveText('83%'); // 5 of 6 negative
    await expect(row.getByRole('img', { name: /^Average feeling over 26 weeks: .*-1\.3 in the week of/ })).toBeVisible();
    // Sorting by a column says so.
    const reviewsHeader = table(page, 'Operators ranked').getByRole('columnheader', { name: /^Reviews/ });
    await reviewsHeader.getByRole('button').click();
    await expect(reviewsHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('link', { name: 'Download CSV (Operators ranked)' })).toHaveAttribute('href', '/api/insights/operators.csv');
    await expectNoAxeViolations(page);

    // The operator's page opens with what stands out: the stop with most complaints this month.
    await row.getByRole('link').click();
    await expect(page).toHaveURL(`/insights/operators/${operator.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: operator.name })).toBeVisible();
    const finding = page.getByRole('region', { name: 'What stands out' }).getByRole('listitem').filter({ hasText: STOP.code });
    await expect(finding).toContainText(`Stop ${STOP.label} has had the most complaints about Vehicle Condition this month (5).`);
    await expect(table(page, 'Aspects by their share of negative reviews').getByRole('row').nth(1)).toContainText('Vehicle Condition100%');
    await expect(rowOf(page, 'Routes', ROUTE).getByRole('cell').first()).toHaveText('6');
    await expect(rowOf(page, 'Stops by negative reviews', STOP.label).getByRole('cell').first()).toHaveText('5');
    await expect(page.getByRole('button', { name: `${STOP.label}: 5 negative of 5 reviews` })).toBeVisible(); // its marker on the map
    // What riders say: the words and phrases of its five vehicle reviews ('the', 'were', 'again' and numbers
    // left out, and phrases with them); one driver review is too few.
    const words = page.getByRole('region', { name: 'What riders say most' });
    await expect(words.getByRole('heading', { level: 3 })).toHaveText(['Vehicle Condition']);
    const fiveEach = (texts: string[]) => texts.map((text) => `${text} 5 reviews`);
    await expect(words.getByRole('list', { name: 'Words used about Vehicle Condition' }).getByRole('listitem')).toHaveText(
      fiveEach(['belt', 'broken', 'missing', 'seat', 'seats', 'trip']),
    );
    await expect(words.getByRole('list', { name: 'Phrases used about Vehicle Condition' }).getByRole('listitem')).toHaveText(
      fiveEach(['“belt missing”', '“missing trip”', '“seat belt”']),
    );
    // Its Atom feed, linked on the page and in the head for feed readers.
    const feed = `/feeds/operators/${operator.slug}.atom`;
    await expect(page.getByRole('link', { name: `New reviews of ${operator.name} (Atom feed)` })).toHaveAttribute('href', feed);
    await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"][href="${feed}"]`)).toHaveCount(1);
    // The trend's numbers a click away: this week has the six reviews.
    const trend = page.getByRole('region', { name: 'Trend by week' });
    await trend.getByRole('button', { name: 'Show as table' }).click();
    await expect(trend.getByRole('table').getByRole('row').last().getByRole('cell').first()).toHaveText('6');
    await expectNoAxeViolations(page);

    // The evidence: /popular with the month, the aspect and the operator set, listing the five vehicle
    // reviews (not the driver's), the aspect shown in its Advanced Search.
    const evidence = finding.getByRole('link', { name: 'See the reviews' });
    await expect(evidence).toHaveAttribute(
      'href',
      new RegExp(`^/popular\\?from=\\d{4}-\\d{2}-01&to=\\d{4}-\\d{2}-\\d{2}&aspect=[0-9a-f-]{36}&operator=${operator.name.replace(' ', '\\+')}&view=card$`),
    );
    await evidence.click();
    await expect(page.getByRole('list', { name: 'Reviews', exact: true }).getByRole('listitem')).toHaveCount(5);
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    await expect(page.getByRole('form', { name: 'Advanced Search' }).getByRole('combobox', { name: 'Aspect' })).toHaveValue('Vehicle Condition');
    await page.goBack();

    // Filters go into the URL, survive a reload, narrow the numbers and the CSV links.
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('form', { name: 'Scorecard filters' });
    await filters.getByRole('textbox', { name: 'Date From' }).fill('20250106');
    await filters.getByRole('combobox', { name: 'Mode of Travel' }).click();
    await page.getByRole('option', { name: 'Stage Bus' }).click();
    await filters.getByRole('combobox', { name: 'Aspect' }).click();
    await page.getByRole('option', { name: 'Vehicle Condition' }).click();
    await filters.getByRole('button', { name: 'Apply' }).click();
    const query = 'from=2025-01-06&service=STAGE_BUS&aspect=VEHICLE_CONDITION';
    await expect(page).toHaveURL(`/insights/operators/${operator.slug}?${query}`);
    await page.reload();
    await expect(page.getByText(/^Weeks of 6 Jan 2025 – .* · Stage Bus · Vehicle Condition$/)).toBeVisible();
    await expect(rowOf(page, 'Routes', ROUTE).getByRole('cell').first()).toHaveText('5');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(filters.getByRole('textbox', { name: 'Date From' })).toHaveValue('2025/01/06');
    await expect(filters.getByRole('combobox', { name: 'Mode of Travel' })).toHaveValue('Stage Bus');
    const csv = page.getByRole('link', { name: 'Download CSV (Stops with the most negative reviews)' });
    await expect(csv).toHaveAttribute('href', `/api/insights/operators/${operator.slug}/stops.csv?${query}`);
    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await fs.readFile(await download.path(), 'utf8');
    expect(file).toContain(STOP.code);
    expect(file).not.toContain(OTHER_STOP.code); // its only review is about the driver

    // The route, with the same filters and its latest reviews, each opening in the dialog.
    await rowOf(page, 'Routes', ROUTE).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/insights/routes/[0-9a-f-]{36}\\?${query}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Route ${ROUTE}` })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recent reviews' }).getByRole('link');
    await expect(recent.first()).toContainText('The seats were broken again');
    await expectNoAxeViolations(page);
    await recent.first().click();
    await expect(page.getByRole('dialog', { name: 'Review', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Review', exact: true })).toBeHidden();

    // The stop: its numbers, the routes its reviews name.
    await rowOf(page, 'Stops by negative reviews', STOP.label).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: `Stop ${STOP.label}` })).toBeVisible();
    await expect(rowOf(page, 'Routes', ROUTE).getByRole('cell').first()).toHaveText('5');
    await expect(page.getByRole('list', { name: 'Recent reviews' }).getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolations(page);

    // The operator's page in Malay, its finding worded in Malay.
    await page.evaluate(() => localStorage.setItem('suara.lang', 'ms'));
    await page.goto(`/insights/operators/${operator.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Perkara yang menonjol' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Perkara yang menonjol' })).toContainText(
      `Hentian ${STOP.label} menerima aduan paling banyak tentang Keadaan Kenderaan bulan ini (5).`,
    );
    await expect(page.getByRole('link', { name: 'Muat turun CSV (Trend mengikut minggu)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a filter the API refuses is shown beside its field; an unknown operator or route is not found', async ({ page }) => {
    // From the URL: the API's 422, under Date To, with the page's other content held back.
    await page.goto('/insights?from=2026-03-01&to=2026-01-05');
    await expectPageHeading(page);
    const dateTo = page.getByRole('textbox', { name: 'Date To' });
    await expect(dateTo).toHaveValue('2026/01/05');
    await expect(dateTo).toHaveAccessibleDescription(/Date To cannot be before Date From/);
    await expect(page.getByRole('alert').filter({ hasText: 'These filters cannot be used' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Editing the field takes the old message away; a range over 5 years is refused before the URL changes.
    await page.getByRole('textbox', { name: 'Date From' }).fill('20200101');
    await dateTo.fill('20250101');
    await expect(dateTo).not.toHaveAccessibleDescription(/cannot be before/);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(dateTo).toHaveAccessibleDescription(/A date range may span at most 5 years/);
    await expect(page).toHaveURL('/insights?from=2026-03-01&to=2026-01-05');
    // Clear: the scorecard of the last 26 weeks.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL('/insights');
    await expect(table(page, 'Operators ranked').or(page.getByText('No reviews in this period'))).toBeVisible();

    await page.goto('/insights/operators/no-such-operator');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto('/insights/routes/0190f2b4-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
