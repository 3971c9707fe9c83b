import type { Page } from '@playwright/test';
import { PNG_1PX } from './png-1px';

/* The review form as the journeys fill it (review-create.spec.ts, offline-review.spec.ts). */

export const aspectGroup = (page: Page) => page.getByRole('radiogroup', { name: 'Which aspect?' });

/** The details step's text fields: experience, route, operator, stop and plate ('WXY 1234' once typed). */
export async function fillDetails(page: Page, experience = 'The bus came on time and the driver was kind.') {
  await page.getByLabel('Your experience').fill(experience);
  await page.getByRole('combobox', { name: 'Line / Route' }).fill('PJ01');
  await page.getByRole('combobox', { name: 'Operator / Company' }).fill('Smart Selangor');
  await page.getByRole('combobox', { name: 'Station / Stop / Terminal' }).fill('Amcorp Mall');
  await page.keyboard.press('Escape');
  await page.getByLabel('Plate number').fill('wxy 1234');
}

/** Picks a one-pixel PNG with BROWSE FILES (or ADD FILES once there is one). */
export async function pickPhoto(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^(BROWSE FILES|ADD FILES)$/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: PNG_1PX });
}
