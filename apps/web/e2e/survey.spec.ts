import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';

/*
 * The survey page (issue #7; spec §2 'Survey'): the prize and the embedded external form. The e2e
 * server's SURVEY_URL (playwright.config.ts) points at a local stand-in for the survey service
 * (support/survey-form.ts). Without SURVEY_URL the page says the survey is not open yet: that
 * journey runs against the config's second app server, started without it. The CSP that lets
 * only the survey's origin be framed is covered by survey-config.test.ts on the server.
 */

const SURVEY_URL = `http://127.0.0.1:${process.env.E2E_SURVEY_PORT}/form`;

test('shows the prize and the survey form, which a rider fills in without leaving the page', async ({ page }) => {
  await page.goto('/survey');
  await expectPageHeading(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take the survey, earn a reward');
  const prize = page.getByRole('region', { name: 'Stand a chance to win RM50 Touch n Go card' });
  await expect(prize).toBeVisible();
  await expect(prize.getByText('25 lucky winners')).toBeVisible();
  await expect(prize.getByText('T&C apply')).toBeVisible();
  await expect(page.getByRole('link', { name: /Open the survey in a new tab/ })).toHaveAttribute('href', SURVEY_URL);

  const frame = page.locator('iframe[title="Suara Transit rider survey"]');
  await expect(frame).toHaveAttribute('src', SURVEY_URL);
  const survey = frame.contentFrame();
  await survey.getByLabel('Your usual route').fill('PJ City Bus PJ03');
  await survey.getByRole('button', { name: 'Send' }).click();
  await expect(survey.getByRole('heading', { name: 'Thank you for taking the survey' })).toBeVisible();
  await expect(page).toHaveURL(/\/survey$/);
  await expectNoAxeViolations(page);
});

test('in Bahasa Malaysia', async ({ page }) => {
  await page.goto('/survey');
  await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jawab tinjauan, raih ganjaran');
  await expect(page.getByRole('region', { name: 'Berpeluang memenangi kad Touch n Go bernilai RM50' })).toBeVisible();
  await expect(page.getByText('25 pemenang bertuah')).toBeVisible();
  await expect(page.getByRole('link', { name: /Buka tinjauan dalam tab baharu/ })).toBeVisible();
  await expect(page.locator('iframe[title="Tinjauan penumpang Suara Transit"]')).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('on a site where SURVEY_URL is not set', () => {
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_NO_SURVEY_PORT}` });

  test('says the survey is not open yet, and frames and links nothing', async ({ page }) => {
    // The second server really has no survey configured.
    const config = await page.request.get('/api/config');
    expect(config.status()).toBe(200);
    expect(((await config.json()) as { surveyUrl: string | null }).surveyUrl).toBeNull();

    await page.goto('/survey');
    await expectPageHeading(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take the survey, earn a reward');
    await expect(page.getByRole('region', { name: 'Stand a chance to win RM50 Touch n Go card' })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'The survey is not open yet' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The survey form has not been set up on this site yet. Please check back soon.');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Open the survey in a new tab/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
