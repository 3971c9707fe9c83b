import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { onboardedRider, toast } from './support/accounts';

/*
 * The MaaS page (issue #7; spec §2 'MaaS page', §4 'Poll card'): the explainer and five ideas,
 * each asking 'Is this useful for you?'. A visitor votes and changes their mind; a signed-in
 * rider is a voter of their own; the answers survive a reload; a vote that fails shows the
 * current results and the error; the results show each answer's count and share, its bar green
 * for yes and red for no, without loading the chart library; each card's pictures and link are
 * as the server's data has them; Bahasa Malaysia; a 360 px phone.
 *
 * Every browser of the run is the same visitor (127.0.0.1), and other journeys may vote too, so
 * each test reads the counts and its own answer before voting, expects only its own vote's
 * change, and votes on a card of its own.
 */

type Answer = 'yes' | 'no';
type Results = { yes: number; no: number };
type Poll = { id: string; key: string; title: string; images: string[]; link: string | null; results: Results; answer: Answer | null };

const VISITOR_CARD = 'On-demand neighbourhood van';
const RIDER_CARD = 'First- and last-mile booking';
const RIDER_CARD_MS = 'Tempahan sambungan batu pertama dan terakhir';
const FAILING_CARD = 'Monthly mobility subscription';

async function polls(request: APIRequestContext, token?: string): Promise<Poll[]> {
  const res = await request.get('/api/polls', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Poll[] }).items;
}

async function pollCalled(request: APIRequestContext, title: string, token?: string): Promise<Poll> {
  const poll = (await polls(request, token)).find((item) => item.title === title);
  expect(poll, title).toBeDefined();
  return poll!;
}

/** The counts once this voter's answer moves from `before.answer` to `answer`. */
function after(before: Pick<Poll, 'results' | 'answer'>, answer: Answer): Results {
  const next = { ...before.results };
  if (before.answer) next[before.answer] -= 1;
  next[answer] += 1;
  return next;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** The hue (0–360°) and saturation (0–1) of a computed CSS colour 'rgb(r, g, b)'. */
function hueOf(css: string): { hue: number; saturation: number } {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((n) => Number(n) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const saturation = max === 0 ? 0 : delta / max;
  if (delta === 0) return { hue: 0, saturation };
  const sector = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: sector * 60, saturation };
}

type Labels = { result: string; yes: string; no: string };

/** An answer's share of the votes as the page writes it: a percentage with one decimal. */
function shareText(results: Results, answer: Answer): string {
  const total = results.yes + results.no;
  return `${(total > 0 ? (100 * results[answer]) / total : 0).toFixed(1)}%`;
}

/**
 * Each answer's bar as drawn: green for yes and red for no (spec §2), its length the answer's
 * share of its track (the whole width is every vote).
 */
async function expectBars(poll: Locator, results: Results, labels: Labels) {
  const total = results.yes + results.no;
  for (const answer of ['yes', 'no'] as const) {
    const bar = poll.getByRole('row', { name: new RegExp(`^${labels[answer]}\\b`) }).getByTestId('poll-bar');
    await expect(async () => {
      const drawn = await bar.evaluate((element) => ({
        fill: getComputedStyle(element).backgroundColor,
        length: element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width,
      }));
      expect(drawn.length, `${labels[answer]} bar length`).toBeCloseTo(total > 0 ? results[answer] / total : 0, 2);
      const { hue, saturation } = hueOf(drawn.fill);
      expect(saturation, `${labels[answer]} bar ${drawn.fill}`).toBeGreaterThan(0.4);
      if (answer === 'yes') expect(hue >= 90 && hue <= 160, `${labels.yes} bar ${drawn.fill} is green (hue ${hue})`).toBe(true);
      else expect(hue < 15 || hue > 345, `${labels.no} bar ${drawn.fill} is red (hue ${hue})`).toBe(true);
    }).toPass();
  }
}

/** 'Result :' as a table: per answer its count and share as text beside it, and its bar. */
async function expectResults(poll: Locator, results: Results, labels: Labels = { result: 'Result :', yes: 'Yes', no: 'No' }) {
  await expect(poll.getByText(labels.result, { exact: true })).toBeVisible();
  const table = poll.getByRole('table');
  for (const answer of ['yes', 'no'] as const) {
    const row = table.getByRole('row', { name: new RegExp(`^${labels[answer]}\\b`) });
    await expect(row.getByRole('cell')).toHaveText([String(results[answer]), shareText(results, answer)]);
  }
  await expectBars(poll, results, labels);
}

/**
 * The scripts a page loads that carry the chart library (recharts' class names, such as
 * 'recharts-surface', are in its code, whatever the chunk is called). Read once the page is done.
 */
function watchChartScripts(page: Page): () => Promise<string[]> {
  const reads: Promise<string | null>[] = [];
  page.on('response', (res) => {
    // By type, not by the request's kind: a module preload is not reported as a script.
    if (!res.headers()['content-type']?.includes('javascript')) return;
    reads.push(res.text().then((code) => (code.includes('recharts-') ? res.url() : null), () => null));
  });
  return async () => (await Promise.all(reads)).filter((url) => url !== null);
}

async function openMaas(page: Page) {
  await page.goto('/maas');
  await expectPageHeading(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobility as a Service (MaaS)');
}

test('a visitor votes Yes, sees the result, changes to No, and the answer survives a reload', async ({ page }) => {
  test.slow(); // three votes, a reload and an axe scan of a long page
  const chartScripts = watchChartScripts(page);
  const before = await pollCalled(page.request, VISITOR_CARD);
  await openMaas(page);
  await expect(page.getByRole('heading', { name: 'What is MaaS?' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  // Each card's pictures and 'Learn more' link as the server's data has them: the pictures in
  // order, or the idea's icon on a tile; the link only when there is one.
  const all = await polls(page.request);
  expect(all).toHaveLength(5);
  for (const item of all) {
    const feature = card(page, item.title);
    const pictures = feature.locator('.mantine-Card-section');
    await expect(pictures.locator('img')).toHaveCount(item.images.length);
    for (const [i, src] of item.images.entries()) await expect(pictures.locator('img').nth(i)).toHaveAttribute('src', src);
    if (item.images.length === 0) await expect(pictures.locator('svg')).toBeVisible();
    const learnMore = feature.getByRole('link', { name: /^Learn more/ });
    if (item.link) await expect(learnMore).toHaveAttribute('href', item.link);
    else await expect(learnMore).toHaveCount(0);
    await expect(feature.getByRole('link')).toHaveCount(item.link ? 1 : 0);
  }
  const poll = card(page, VISITOR_CARD);
  const yes = poll.getByRole('button', { name: 'Yes' });
  const no = poll.getByRole('button', { name: 'No' });
  await expect(poll.getByRole('group', { name: 'Is this useful for you?' })).toBeVisible();
  if (before.answer === null) await expect(poll.getByText('Result :')).toBeHidden();

  await yes.click();
  await expect(yes).toHaveAttribute('aria-pressed', 'true');
  await expect(no).toHaveAttribute('aria-pressed', 'false');
  await expect(poll.getByRole('status')).toHaveText('Your answer: Yes');
  const afterYes = after(before, 'yes');
  await expectResults(poll, afterYes);
  // Only this voter's answer moved: the server says the same.
  expect((await pollCalled(page.request, VISITOR_CARD)).answer).toBe('yes');

  await no.click();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  const afterNo = after({ results: afterYes, answer: 'yes' }, 'no');
  expect(afterNo).toEqual({ yes: afterYes.yes - 1, no: afterYes.no + 1 });
  await expectResults(poll, afterNo);

  await page.reload();
  await expect(no).toHaveAttribute('aria-pressed', 'true');
  await expect(poll.getByRole('status')).toHaveText('Your answer: No');
  await expectResults(poll, afterNo);
  await expectNoAxeViolations(page);
  // The public page draws its bars without the chart library (issue #14: it is for the admin's charts).
  expect(await chartScripts()).toEqual([]);
});

test('a signed-in rider is a voter of their own, in Bahasa Malaysia and on a phone', async ({ page }) => {
  test.slow(); // a sign-up, two page loads, a language switch and an axe scan of a long page
  const { token } = await onboardedRider(page, 'Nur Aina');
  const visitorBefore = await pollCalled(page.request, RIDER_CARD);
  const before = await pollCalled(page.request, RIDER_CARD, token);
  expect(before.answer).toBeNull();

  await openMaas(page);
  const poll = card(page, RIDER_CARD);
  await expect(poll.getByText('Result :')).toBeHidden();
  await poll.getByRole('button', { name: 'Yes' }).click();
  await expectResults(poll, after(before, 'yes'));
  // The visitor at the same address still has their own answer (or none).
  expect((await pollCalled(page.request, RIDER_CARD)).answer).toBe(visitorBefore.answer);
  expect((await pollCalled(page.request, RIDER_CARD, token)).answer).toBe('yes');

  await page.reload();
  await expect(poll.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expectResults(poll, after(before, 'yes'));

  await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobiliti sebagai Perkhidmatan (MaaS)');
  const malay = card(page, RIDER_CARD_MS);
  await expect(malay.getByRole('group', { name: 'Adakah ini berguna untuk anda?' })).toBeVisible();
  await expect(malay.getByRole('button', { name: 'Ya' })).toHaveAttribute('aria-pressed', 'true');
  await expect(malay.getByRole('status')).toHaveText('Jawapan anda: Ya');
  await expectResults(malay, after(before, 'yes'), { result: 'Keputusan :', yes: 'Ya', no: 'Tidak' });
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test('a vote that fails shows the current results and the error', async ({ page }) => {
  test.slow(); // a sign-up and a run of refused votes first
  const { token } = await onboardedRider(page, 'Kavitha Raj');
  const before = await pollCalled(page.request, FAILING_CARD, token);
  // A real failure, not a stubbed one: the rider uses up their votes for the hour on a question
  // that does not exist (each attempt counts, nothing is stored), so the next vote is refused.
  let status = 0;
  for (let i = 0; i < 200 && status !== 429; i += 1) {
    const res = await page.request.post('/api/polls/0196a5c0-0000-7000-8000-000000000000/vote', {
      headers: { authorization: `Bearer ${token}` },
      data: { answer: 'yes' },
    });
    status = res.status();
  }
  expect(status).toBe(429);

  await openMaas(page);
  const poll = card(page, FAILING_CARD);
  await expect(poll.getByText('Result :')).toBeHidden();
  await poll.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Too many attempts. Please wait a moment and try again.')).toBeVisible();
  await expectResults(poll, before.results);
  await expect(poll.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  await expect(poll.getByRole('status')).toHaveText('');
  await expectNoAxeViolations(page);
});
