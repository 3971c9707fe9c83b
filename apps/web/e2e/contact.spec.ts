import { expect, expectNoAxeViolations, expectPageHeading, test } from './fixtures';
import { readMail } from './mailbox';
import { onboardedRider, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { uniqueWord } from './support/review-factory';

/*
 * Contact Us (spec §2 'Contact Us', §4 'Contact form', §8 toasts): the contact number and e-mail,
 * and 'DROP US A MESSAGE', which reaches the administrators' mailboxes.
 */

test('a visitor sends a message: the toast, a cleared form, and the message in the admin mailbox', async ({ page }) => {
  await page.goto('/contact-us');
  await expectPageHeading(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByRole('link', { name: '+60 3-7960 2020' })).toHaveAttribute('href', 'tel:+60379602020');
  await expect(page.getByRole('link', { name: 'hello@suaratransit.my' })).toHaveAttribute('href', 'mailto:hello@suaratransit.my');

  const form = page.getByRole('region', { name: 'DROP US A MESSAGE' });
  const lastName = uniqueWord('Rahman');
  const text = `The lift at Pasar Seni has been broken for a week.\nPlease <b>check</b> it. ${lastName}`;
  await form.getByLabel('First name').fill('Aisyah');
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('E-mail').fill('aisyah.contact@example.my');
  const message = form.getByLabel('Message');
  await expect(message).toHaveAttribute('rows', '3');
  await message.fill(text);

  // While the (real) message is on its way: the button spins and cannot be pressed again, and the
  // form says it is busy. The request is only held back until the loading state has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  const send = form.getByRole('button', { name: 'Send message' });
  const sent = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/contact' && res.request().method() === 'POST');
  await send.click();
  await expect(send).toHaveAttribute('data-loading', 'true');
  await expect(send).toBeDisabled();
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true');
  await expect(toast(page, 'Thank You')).toHaveCount(0);
  release();
  expect((await sent).status()).toBe(201);
  await page.unroute('**/api/contact');

  await expect(toast(page, 'Thank You Aisyah! Your message has been delivered')).toBeVisible();
  await expect(send).toBeEnabled();
  await expect(send).not.toHaveAttribute('data-loading');
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'false');
  for (const field of ['First name', 'Last name', 'E-mail', 'Message']) await expect(form.getByLabel(field)).toHaveValue('');
  await expectNoAxeViolations(page);

  const mail = await readMail(E2E_ADMIN.email, new RegExp(`Contact Us: a message from Aisyah ${lastName}`));
  expect(mail.raw).toMatch(/^Reply-To: aisyah\.contact@example\.my/im);
  expect(mail.text).toContain('Please <b>check</b> it.');
});

test('a message typed while the previous one is on its way is kept when that one is delivered', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'DROP US A MESSAGE' });
  await form.getByLabel('First name').fill('Aisyah');
  await form.getByLabel('Last name').fill(uniqueWord('Rahman'));
  await form.getByLabel('E-mail').fill(`${uniqueWord('aisyah').toLowerCase()}@example.my`);
  await form.getByLabel('Message').fill('The escalator at KL Sentral is broken.');

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact', async (route) => {
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.locator('form')).toHaveAttribute('aria-busy', 'true');
  await form.getByLabel('Message').fill('And the lift at Masjid Jamek too.');
  release();

  await expect(toast(page, /Thank You Aisyah/)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('And the lift at Masjid Jamek too.');
  for (const field of ['First name', 'Last name', 'E-mail']) await expect(form.getByLabel(field)).toHaveValue('');
});

test('a bad e-mail shows the error under the field and keeps the text; empty fields are named', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'DROP US A MESSAGE' });
  await form.getByRole('button', { name: 'Send message' }).click();
  // Every field is required, each error under (and describing) its own field; the first gets focus.
  const required = [
    ['First name', 'Please enter your first name'],
    ['Last name', 'Please enter your last name'],
    ['E-mail', 'Please provide a valid email'],
    ['Message', 'Please write your message'],
  ] as const;
  for (const [field, error] of required) {
    await expect(form.getByText(error)).toBeVisible();
    await expect(form.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(field)).toHaveAccessibleDescription(new RegExp(error));
  }
  await expect(form.getByLabel('First name')).toBeFocused();

  await form.getByLabel('First name').fill('Aisyah');
  await form.getByLabel('Last name').fill('Rahman');
  await form.getByLabel('E-mail').fill('aisyah@');
  await form.getByLabel('Message').fill('Keep this text, please.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please provide a valid email')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Message')).toHaveValue('Keep this text, please.');
  await expectNoAxeViolations(page);
});

test('in Bahasa Malaysia on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('suara.lang', 'ms'));
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hubungi Kami');
  const form = page.getByRole('region', { name: 'TINGGALKAN MESEJ KEPADA KAMI' });
  await expect(form.getByRole('button', { name: 'Hantar mesej' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('when the server refuses (too many messages from one e-mail), the reason shows and the text stays', async ({ page }) => {
  const email = `${uniqueWord('busy')}@example.my`.toLowerCase();
  const body = { firstName: 'Aisyah', lastName: 'Rahman', email, message: 'An earlier message.' };
  for (let i = 0; i < 5; i += 1) expect((await page.request.post('/api/contact', { data: body })).status()).toBe(201);

  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'DROP US A MESSAGE' });
  await form.getByLabel('First name').fill('Aisyah');
  await form.getByLabel('Last name').fill('Rahman');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Message').fill('One message too many.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'Your message was not sent')).toContainText('Too many attempts');
  await expect(form.getByLabel('Message')).toHaveValue('One message too many.');
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
});

test("a signed-in rider finds their name and e-mail filled in", async ({ page }) => {
  const { account } = await onboardedRider(page, 'Nur Aina Hassan');
  await page.goto('/contact-us');
  const form = page.getByRole('region', { name: 'DROP US A MESSAGE' });
  await expect(form.getByLabel('First name')).toHaveValue('Nur');
  await expect(form.getByLabel('Last name')).toHaveValue('Aina Hassan');
  await expect(form.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(form.getByLabel('Message')).toHaveValue('');
});
