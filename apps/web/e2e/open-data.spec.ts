import fs from 'node:fs/promises';
import { expect, expectNoAxeViolations, expectPageHeading, test, waitForShell } from './fixtures';
import { PHONE } from './support/layout';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * The open-data page (issue #17, section 3): reached from the footer, it explains the licence, the
 * files' fields and what they never hold, and its form makes download links that carry the filters
 * (the CSV one downloads); dates the server would refuse are named beside Date To. In English and
 * Bahasa Malaysia, on a phone, with axe. And an operator's Atom feed, as a browser's XML parser reads it.
 */

/** 'yyyy-MM-dd' in Kuala Lumpur, `days` from today. */
function klDay(days = 0): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kuala_Lumpur' });
}

const FIELDS = 'ticket_number,created_at,occurred_at,feeling,feeling_score,service_code,service,aspect_code,aspect,operator,route,stop,latitude,longitude,status';

test.describe('the open-data page', () => {
  test('is linked from the footer and explains the licence, every field and what is never included', async ({ page }) => {
    await page.goto('/about-us');
    await waitForShell(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Open Data' }).click();
    await expect(page).toHaveURL('/open-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Open data' })).toBeVisible();
    await expect(page).toHaveTitle('Open data · Suara Transit');

    const licence = page.getByRole('region', { name: 'Licence and credit' });
    await expect(licence).toContainText('CC BY 4.0');
    await expect(licence).toContainText('Source: Suara Transit rider reviews, licensed under CC BY 4.0.');
    await expect(licence.getByRole('link', { name: 'The CC BY 4.0 licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');

    // Every field of the files, in their order.
    const fields = page.getByRole('region', { name: 'What the files hold' });
    await expect(fields.locator('dt')).toHaveText(FIELDS.split(','));
    await expect(fields).toContainText('rounded to 3 decimals (about 100 m)');
    const never = page.getByRole('region', { name: 'What is never included' });
    await expect(never.getByRole('listitem')).toHaveCount(5);
    await expect(never).toContainText('Reviews that were deleted or hidden by moderation');
    await expect(never).toContainText('no names');

    // The Open311 and Atom addresses, each example a working link.
    const open311 = page.getByRole('region', { name: 'Open311 GeoReport v2' });
    await expect(open311.getByRole('link', { name: '/open311/v2/services.json' })).toHaveAttribute('href', '/open311/v2/services.json');
    await expect(open311.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
    const feeds = page.getByRole('region', { name: 'Atom feeds' });
    await expect(feeds.getByRole('link', { name: '/feeds/operators/rapid-kl.atom' })).toBeVisible();
    await expect(feeds).toContainText('/feeds/routes/{route id}.atom');
    for (const href of ['/open311/v2/services.json', '/feeds/operators/rapid-kl.atom']) expect((await page.request.get(href)).status(), href).toBe(200);
    await expectNoAxeViolations(page);
  });

  test("the form's links carry the filters, and the CSV link downloads the file", async ({ page }) => {
    // The page comes pre-rendered: the app takes it over without a complaint.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => {
      // Workbox reads a registration the blocked service worker never made (as prerender.spec.ts).
      if (!error.message.includes("reading 'waiting'")) errors.push(error.message);
    });
    await page.goto('/open-data');
    await expectPageHeading(page);
    await waitForShell(page);
    const form = page.getByRole('form', { name: 'Choose the reviews to download' });
    const csv = page.getByRole('link', { name: 'Download CSV' });
    const geojson = page.getByRole('link', { name: 'Download GeoJSON' });
    // Without filters: the whole data set.
    await expect(csv).toHaveAttribute('href', '/api/open-data/reviews.csv');
    await expect(geojson).toHaveAttribute('href', '/api/open-data/reviews.geojson');

    const from = klDay(-30);
    const to = klDay(0);
    await form.getByRole('textbox', { name: 'Date From' }).fill(from.replaceAll('-', ''));
    await form.getByRole('textbox', { name: 'Date To' }).fill(to.replaceAll('-', ''));
    await form.getByRole('combobox', { name: 'Mode of Travel' }).click();
    await page.getByRole('option', { name: 'Stage Bus' }).click();
    await form.getByRole('combobox', { name: 'Aspect' }).click();
    await page.getByRole('option', { name: 'Driver' }).click();
    const query = `from=${from}&to=${to}&service=STAGE_BUS&aspect=DRIVER`;
    await expect(csv).toHaveAttribute('href', `/api/open-data/reviews.csv?${query}`);
    await expect(geojson).toHaveAttribute('href', `/api/open-data/reviews.geojson?${query}`);
    await expect(page.getByText(`/api/open-data/reviews.csv?${query}`)).toBeVisible();

    // A train has no driver: choosing one drops the aspect from the links.
    await form.getByRole('combobox', { name: 'Mode of Travel' }).click();
    await page.getByRole('option', { name: 'LRT' }).click();
    await expect(form.getByRole('combobox', { name: 'Aspect' })).toHaveValue('');
    await expect(csv).toHaveAttribute('href', `/api/open-data/reviews.csv?from=${from}&to=${to}&service=LRT`);
    await form.getByRole('combobox', { name: 'Mode of Travel' }).click();
    await page.getByRole('option', { name: 'Stage Bus' }).click();
    await form.getByRole('combobox', { name: 'Aspect' }).click();
    await page.getByRole('option', { name: 'Driver' }).click();
    await expect(csv).toHaveAttribute('href', `/api/open-data/reviews.csv?${query}`);

    const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
    expect(download.suggestedFilename()).toBe(`suara-transit-reviews-${klDay(0)}.csv`);
    expect(errors).toEqual([]);
    const text = await fs.readFile(await download.path(), 'utf8');
    const [licence, header, ...rows] = text.split('\r\n').filter(Boolean);
    expect(licence).toMatch(/^\uFEFF# Suara Transit open data\. Licence: CC BY 4\.0 /);
    expect(header).toBe(FIELDS.split(',').map((field) => `"${field}"`).join(','));
    // Whatever other journeys wrote meanwhile, only stage-bus reviews about the driver in the range.
    for (const row of rows) {
      expect(row).toContain('"STAGE_BUS","Stage Bus","DRIVER","Driver"');
      const created = /^\d+,"(\d{4}-\d{2}-\d{2})T/.exec(row)?.[1];
      expect(created! >= from && created! <= to, row).toBe(true);
    }
  });

  test('an inverted or too long range is named beside Date To, and no link is offered until it is put right', async ({ page }) => {
    await page.goto('/open-data');
    await expectPageHeading(page);
    const dateFrom = page.getByRole('textbox', { name: 'Date From' });
    const dateTo = page.getByRole('textbox', { name: 'Date To' });
    await dateFrom.fill('20260310');
    await dateTo.fill('20260301');
    await expect(dateTo).toHaveAttribute('aria-invalid', 'true');
    await expect(dateTo).toHaveAccessibleDescription(/Date To cannot be before Date From/);
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Complete or correct the dates above to get your links.' })).toBeVisible();
    await expectNoAxeViolations(page);

    await dateFrom.fill('20200101');
    await dateTo.fill('20250101');
    await expect(dateTo).toHaveAccessibleDescription(/A date range may span at most 5 years/);
    await expect(page.getByRole('link', { name: 'Download GeoJSON' })).toHaveCount(0);

    // A day that does not exist is named on its own field once the reader leaves it.
    await dateTo.fill('2024023');
    await dateTo.blur();
    await expect(dateTo).toHaveAccessibleDescription(/Please choose a valid date/);

    await dateTo.fill('20241231');
    await expect(dateTo).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/open-data/reviews.csv?from=2020-01-01&to=2024-12-31');
  });

  test('in Bahasa Malaysia on a phone: the same page, the messages in Malay, and axe finds nothing', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.addInitScript(() => localStorage.setItem('suara.lang', 'ms'));
    await page.goto('/open-data');
    await expect(page.getByRole('heading', { level: 1, name: 'Data terbuka' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 2, name: 'Perkara yang tidak pernah disertakan' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lesen dan penghargaan' })).toContainText('Sumber: ulasan penumpang Suara Transit, dilesenkan di bawah CC BY 4.0.');
    await expectNoAxeViolations(page);

    const dateTo = page.getByRole('textbox', { name: 'Tarikh Hingga' });
    await page.getByRole('textbox', { name: 'Tarikh Dari' }).fill('20260310');
    await dateTo.fill('20260301');
    await expect(dateTo).toHaveAccessibleDescription(/Tarikh Hingga tidak boleh sebelum Tarikh Dari/);
    await expect(page.getByRole('link', { name: 'Muat turun CSV' })).toHaveCount(0);
    await dateTo.fill('20260331');
    await page.getByRole('combobox', { name: 'Mod Perjalanan' }).click();
    await page.getByRole('option', { name: 'Bas Henti-henti' }).click();
    await expect(page.getByRole('link', { name: 'Muat turun CSV' })).toHaveAttribute('href', '/api/open-data/reviews.csv?from=2026-03-10&to=2026-03-31&service=STAGE_BUS');
    // The download buttons fit the phone's width, one above the other.
    const csvBox = (await page.getByRole('link', { name: 'Muat turun CSV' }).boundingBox())!;
    const geojsonBox = (await page.getByRole('link', { name: 'Muat turun GeoJSON' }).boundingBox())!;
    expect(csvBox.x + csvBox.width).toBeLessThanOrEqual(PHONE.width);
    expect(geojsonBox.y).toBeGreaterThan(csvBox.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
  });
});

test("an operator's Atom feed has a new review, escaped, that a browser's XML parser reads back", async ({ page }) => {
  const rider = await verifiedRider(page, 'Nurul Huda', { inBrowser: false });
  const ids = await reviewOptionIds(page.request);
  const experience = `${uniqueWord('Feed')}: the driver said <"no"> & drove off`;
  const reviewId = await postReview(page.request, rider, ids, { service: 'STAGE_BUS', aspect: 'DRIVER', feeling: 'ANNOYED', operatorName: 'Rapid KL', experience });

  await page.goto('/open-data');
  await expectPageHeading(page);
  const entry = await page.evaluate(async (id) => {
    const res = await fetch('/feeds/operators/rapid-kl.atom', { cache: 'no-store' });
    const xml = new DOMParser().parseFromString(await res.text(), 'application/xml');
    const ns = 'http://www.w3.org/2005/Atom';
    const found = [...xml.getElementsByTagNameNS(ns, 'entry')].find((e) => e.getElementsByTagNameNS(ns, 'id')[0]?.textContent === `urn:uuid:${id}`);
    return {
      type: res.headers.get('content-type'),
      parseError: xml.getElementsByTagName('parsererror').length > 0,
      feedTitle: xml.documentElement.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
      title: found?.getElementsByTagNameNS(ns, 'title')[0]?.textContent,
      content: found?.getElementsByTagNameNS(ns, 'content')[0]?.textContent,
      link: found?.getElementsByTagNameNS(ns, 'link')[0]?.getAttribute('href'),
    };
  }, reviewId);
  expect(entry.type).toBe('application/atom+xml; charset=utf-8');
  expect(entry.parseError).toBe(false);
  expect(entry.feedTitle).toBe('Suara Transit: reviews of Rapid KL');
  expect(entry.title).toMatch(/^Annoyed: Stage Bus, Driver \(#\d+\)$/);
  expect(entry.content).toBe(experience);
  expect(entry.link).toBe(new URL(`/popular?review=${reviewId}`, page.url()).href);
  for (const secret of [rider.account.name, rider.account.username]) expect(JSON.stringify(entry)).not.toContain(secret);
});
