import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { nextGoogleUser } from './google';
import { readMail } from './mailbox';
import { apiSignIn, answerOnboarding, createAccount, newAccount, onboardedRider, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { PNG_1PX } from './support/png-1px';
import { verifiedRider } from './support/review-factory';

/*
 * Accounts and profiles (issue #3), against the real server and its loopback SMTP server: sign-up
 * with every rule, e-mail verification, two-step sign-in, forgot and reset, onboarding, settings,
 * profiles, the report dialog and logout, with an axe scan of each screen.
 */

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('sign-up', () => {
  test('shows every rule in the spec order, checks the username with the server, then creates the account', async ({ page }) => {
    const taken = newAccount('Tan Wei Ming');
    await createAccount(page.request, taken);
    const account = newAccount('Nur Aina');

    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expect(page.getByText('By clicking Sign Up you agree to Terms & Privacy Policy')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/term-of-use');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-cookies');
    await expectNoAxeViolations(page);

    const name = page.getByLabel('YOUR NAME');
    const username = page.getByLabel('YOUR USERNAME');
    const email = page.getByLabel('EMAIL');
    const password = page.getByRole('textbox', { name: 'PASSWORD', exact: true });
    const confirm = page.getByLabel('CONFIRM PASSWORD');

    // Submitting the empty form: the alert, and the first rule of each field.
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please make sure the details are valid' })).toBeVisible();
    await expect(name).toBeFocused();
    await expectFieldError(name, 'Need at least 2 characters');
    await expectFieldError(username, 'Need at least 5 characters');
    await expectFieldError(email, 'Please provide a valid email');
    await expectFieldError(password, 'Please includes number');
    await expectNoAxeViolations(page);

    // Name: length first, then letters only.
    await name.fill('A1');
    await expectFieldError(name, 'Name contains non-alphabetical character');
    await name.fill(account.name);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');

    // Username: length, then no spacing; a taken one is refused by the server when the field is left.
    await username.fill('abcd');
    await expectFieldError(username, 'Need at least 5 characters');
    await username.fill('abc de');
    await expectFieldError(username, 'No spacing allowed');
    await username.fill(taken.username);
    await username.blur();
    await expectFieldError(username, 'This username is already taken');

    // The check failing (not a refusal) reads 'Please try again - ERROR:{message}'.
    await page.route('**/api/auth/check-username', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'not_ready', message: 'The database is not reachable.' } } }),
    );
    await username.fill(account.username);
    await username.blur();
    await expectFieldError(username, 'Please try again - ERROR:The database is not reachable.');
    await page.unroute('**/api/auth/check-username');
    await username.focus();
    await username.blur();
    await expect(page.getByText('This username is available')).toBeVisible();
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill('rider@');
    await expectFieldError(email, 'Please provide a valid email');
    await email.fill(account.email);

    // Password: number, special character, letter, length, in that order.
    for (const [value, message] of [
      ['abcdef', 'Please includes number'],
      ['abcde1', 'Please includes any special character'],
      ['123456!', 'Please includes alphabetical character'],
      ['a1!', 'Please provide 6 - 16 characters'],
      ['a1!aaaaaaaaaaaaaa', 'Please provide 6 - 16 characters'],
    ] as const) {
      await password.fill(value);
      await expectFieldError(password, message);
    }
    await password.fill(account.password);
    await confirm.fill('Bas123@');
    await confirm.blur();
    await expectFieldError(confirm, 'Password does not match');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please make sure the details are valid' })).toBeVisible();

    await confirm.fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByText(`We have sent a verification link to ${account.email}`)).toBeVisible();
    await expectNoAxeViolations(page);
    const mail = await readMail(account.email, /Verify your e-mail/);
    expect(mail.links.some((link) => link.startsWith('/verify-email/'))).toBe(true);
  });

  test('a taken e-mail is shown under the field after submitting', async ({ page }) => {
    const existing = newAccount();
    await createAccount(page.request, existing);
    const account = newAccount();
    await page.goto('/signup');
    await page.getByLabel('YOUR NAME').fill(account.name);
    await page.getByLabel('YOUR USERNAME').fill(account.username);
    await page.getByLabel('EMAIL').fill(existing.email.toUpperCase());
    await page.getByRole('textbox', { name: 'PASSWORD', exact: true }).fill(account.password);
    await page.getByLabel('CONFIRM PASSWORD').fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectFieldError(page.getByLabel('EMAIL'), 'This email is already registered');
    await expect(page).toHaveURL('/signup');
  });
});

test.describe('e-mail verification', () => {
  test('the mailed link verifies once; Start Exploring signs out and goes to sign in', async ({ page }) => {
    const account = newAccount();
    await createAccount(page.request, account);
    const mail = await readMail(account.email, /Verify your e-mail/);
    const link = mail.links.find((l) => l.startsWith('/verify-email/'));
    expect(link).toBeTruthy();

    await signInBrowser(page, account);
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Awesome!' })).toBeVisible();
    await expect(page.getByText('You have successfully verified your email address')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start Exploring' }).click();
    await expect(page).toHaveURL('/signin');
    // Signed out: no account menu (the header offers no Sign In on the sign-in page itself).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    // A used link, or one that never existed.
    for (const path of [link!, '/verify-email/not-a-real-code']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Opps!' })).toBeVisible();
      await expect(page.getByText('The verification link is either invalid or expired')).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('sign-in', () => {
  test('two steps: the identifier, then the password; errors under the field; back clears the password', async ({ page }) => {
    const account = newAccount('Muthu Kumar');
    await createAccount(page.request, account);

    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' }).last()).toHaveAttribute('href', '/signup');
    await expectNoAxeViolations(page);
    const identifier = page.getByLabel('USERNAME/EMAIL');
    const password = page.getByRole('textbox', { name: 'PASSWORD', exact: true });

    await page.getByRole('button', { name: 'Next' }).click();
    await expectFieldError(identifier, 'Please enter your username or email');

    // An identifier no account has moves on like any other, and fails like a wrong password (issue #16).
    const nobody = `nobody_${Date.now()}`;
    await identifier.fill(nobody);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await expect(page.getByTestId('signin-identifier')).toHaveText(nobody);
    await password.fill('Wrong123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(password, 'Incorrect username/email or password');
    await page.getByRole('button', { name: 'Back to username or email' }).click();

    await identifier.fill(account.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeVisible();
    await expect(page.getByTestId('signin-identifier')).toHaveText(account.email);
    await expect(password).toBeFocused();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expectNoAxeViolations(page);

    await password.fill('Wrong123!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(password, 'Incorrect username/email or password');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Back to username or email' }).click();
    await expect(identifier).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(password).toHaveValue('');

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Not onboarded yet: the questions come first.
    await expect(page).toHaveURL('/on-board-question');
    await page.getByRole('button', { name: 'Account menu' }).click();
    for (const item of ['Profile', 'Contact Us', 'Logout']) {
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
    }
  });

  test('after five wrong passwords the password step says to wait or reset the password', async ({ page }) => {
    const account = newAccount();
    await createAccount(page.request, account);
    await page.goto('/signin');
    await page.getByLabel('USERNAME/EMAIL').fill(account.username);
    await page.getByRole('button', { name: 'Next' }).click();
    const password = page.getByRole('textbox', { name: 'PASSWORD', exact: true });
    for (let i = 0; i < 5; i++) {
      await password.fill(`Wrong${i}!a`);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expectFieldError(password, 'Incorrect username/email or password');
    }
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectFieldError(password, 'Too many failed sign-ins. Please wait a few minutes before you try again, or reset your password.');
  });

  test('an onboarded rider returns to the page that asked them to sign in', async ({ page }) => {
    const account = newAccount();
    await createAccount(page.request, account);
    const { token } = await apiSignIn(page.request, account);
    await answerOnboarding(page.request, token);

    await page.goto('/profile');
    await expect(page).toHaveURL('/signin');
    await page.getByLabel('USERNAME/EMAIL').fill(account.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'PASSWORD', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  });

  test('a signed-in rider visiting /signin or /signup goes to the home page', async ({ page }) => {
    await onboardedRider(page);
    await page.goto('/signin');
    await expect(page).toHaveURL('/');
    await page.goto('/signup');
    await expect(page).toHaveURL('/');
  });

  test('Google: Verifying your account, then the home page; a configured provider only', async ({ page }) => {
    const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
    await nextGoogleUser({ sub: `google-${tag}`, email: `google.${tag}@example.my`, email_verified: true, name: 'Hafiz Rahman' });
    await page.goto('/signin');
    await expect(page.getByRole('link', { name: 'Sign in with Facebook' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in with Google' }).click();
    await expect(page).toHaveURL(/\/social-login-redirect\/google\//);
    await expect(page.getByRole('dialog', { name: 'Verifying your account' })).toBeVisible();
    await expect(page).toHaveURL('/');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    // A new account has not answered the onboarding questions yet.
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Onboard Hafiz Rahman!' })).toBeVisible();
  });

  test('a social sign-in that fails returns to /signin with a message', async ({ page }) => {
    await page.goto('/social-login-redirect/google/not-a-real-code');
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in failed' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('forgot and reset password', () => {
  test('Check your email (alike for any identifier), the mailed link resets once, and a reused link shows Error!', async ({ page }) => {
    const account = newAccount();
    await createAccount(page.request, account);

    await page.goto('/forgot-password');
    const field = page.getByLabel('Username or Email');
    const submit = page.getByRole('button', { name: 'Change password' });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    // No account: the same answer as for one, and no mail (issue #16).
    await field.fill(`nobody_${Date.now()}`);
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('If an account exists, we have sent a link to reset its password')).toBeVisible();

    await page.goto('/forgot-password');
    await field.fill(account.username);
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('If an account exists, we have sent a link to reset its password')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
    await expectNoAxeViolations(page);

    const mail = await readMail(account.email, /Reset your Suara Transit password/);
    const link = mail.links.find((l) => l.startsWith('/reset-password/'));
    expect(link).toBeTruthy();

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expectNoAxeViolations(page);
    const newPassword = page.getByLabel('NEW PASSWORD');
    const confirm = page.getByLabel('CONFIRM PASSWORD');
    await newPassword.fill('abcdef');
    await confirm.fill('abcdeg');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expectFieldError(newPassword, 'Should consist of alphanumic and atleast one special character');
    await newPassword.fill('Kereta9@');
    await expectFieldError(confirm, 'Confirm password did not match');
    await confirm.fill('Kereta9@');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password Updated!' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    await expectNoAxeViolations(page);

    // The new password works, the old one does not.
    const ok = await page.request.post('/api/auth/signin', { data: { identifier: account.username, password: 'Kereta9@' } });
    expect(ok.status()).toBe(200);
    const old = await page.request.post('/api/auth/signin', { data: { identifier: account.username, password: account.password } });
    expect(old.status()).toBe(401);

    // The same link again.
    await page.goto(link!);
    await page.getByLabel('NEW PASSWORD').fill('Kereta9#');
    await page.getByLabel('CONFIRM PASSWORD').fill('Kereta9#');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Error!' })).toBeVisible();
    await expect(page.getByText('The reset link is either invalid or expired')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Request reset Link.' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });
});

test.describe('onboarding', () => {
  test('the questions appear one by one; Submit, then the thank-you dialog leads to Popular', async ({ page }) => {
    const account = newAccount('Aminah Binti Salleh');
    await createAccount(page.request, account);
    await signInBrowser(page, account);

    // /profile needs the questions answered first.
    await page.goto('/profile');
    await expect(page).toHaveURL('/on-board-question');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Onboard Aminah Binti Salleh!' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Age', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('combobox', { name: 'Age', exact: true }).selectOption({ label: '25 - 29' });
    await page.getByRole('combobox', { name: 'You are', exact: true }).selectOption({ label: 'Local' });
    await expect(page.getByRole('combobox', { name: 'Town', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('SELANGOR');
    await page.getByRole('combobox', { name: 'Town', exact: true }).selectOption('Petaling Jaya');
    await expect(page.getByText('Petaling Jaya, SELANGOR, MALAYSIA')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Prefer not to say' }).check();
    await page.getByRole('radio', { name: '1 – 3 times a week' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Thank you Aminah Binti Salleh!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('You can always change your preference in Profile page')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('link', { name: 'Got it!' }).click();
    await expect(page).toHaveURL('/popular');

    await page.goto('/profile');
    await expect(page).toHaveURL('/profile');
    const me = (await (
      await page.request.get('/api/auth/me', {
        headers: { authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('suara.session') ?? '{}').token as string)}` },
      })
    ).json()) as { user: { onboarding: Record<string, unknown> } };
    expect(me.user.onboarding).toMatchObject({ gender: 'female', ageBand: '25-29', homeLocation: 'Petaling Jaya, SELANGOR, MALAYSIA', disability: null, transportUsage: '1-3-weekly' });
  });
});

test.describe('settings', () => {
  test('profile fields, the disabled e-mail, the language switch and the answers', async ({ page }) => {
    const { account } = await onboardedRider(page, 'Lim Mei Ling');
    await page.goto('/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lim Mei');
    await page.getByLabel('Phone').fill('abc');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectFieldError(page.getByLabel('Phone'), 'Please provide a valid phone number');
    await page.getByLabel('Phone').fill('+60 12-345 6789');
    await page.getByLabel('Current city').fill('Subang Jaya');
    await page.getByLabel('About you').fill('I take the PJ bus to work.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lim Mei');
    await expect(page.getByLabel('Current city')).toHaveValue('Subang Jaya');
    await expect(page.getByLabel('About you')).toHaveValue('I take the PJ bus to work.');

    // The onboarding answers are editable here too.
    await page.getByRole('combobox', { name: 'You are', exact: true }).selectOption({ label: 'Tourist' });
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(toast(page, 'Profile Updated').last()).toBeVisible();

    // Language switches the interface at once and is saved.
    await page.getByRole('radio', { name: 'Bahasa Malaysia' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Tetapan' })).toBeVisible();
    await expect(toast(page, 'Profil Dikemas Kini')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Lim Mei' })).toBeVisible();
    await expect(page.getByText('I take the PJ bus to work.')).toBeVisible();
  });

  test('Change Password sends the reset e-mail', async ({ page }) => {
    const { account } = await onboardedRider(page);
    await page.goto('/setting');
    await page.getByRole('button', { name: 'change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Change password', exact: true });
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'change password' }).click();
    await dialog.getByLabel('Username or Email').fill(account.email);
    await submit.click();
    await expect(toast(page, 'If an account exists, we have sent a link to reset its password')).toBeVisible();
    await expect(dialog).toBeHidden();
    await readMail(account.email, /Reset your Suara Transit password/);
  });

  test('the avatar: too large is refused before uploading; preview, clear, save', async ({ page }) => {
    await onboardedRider(page, 'Farid Hakim');
    await page.goto('/setting');
    const photoButton = page.getByRole('button', { name: 'Change profile photo' });
    await photoButton.hover();
    await expect(photoButton.getByText('Change profile photo')).toHaveCSS('opacity', '1');

    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/users/me/avatar') && request.method() === 'PUT') uploads += 1;
    });

    const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = page.waitForEvent('filechooser');
      await photoButton.click();
      await (await chooser).setFiles(file);
    };

    await choose({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(500_001, 1) });
    await expect(toast(page, 'Photo size exceeded 500kb size')).toBeVisible();
    expect(uploads).toBe(0);

    await choose({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await expect(page.getByRole('button', { name: 'Save photo' })).toBeVisible();
    await page.getByRole('button', { name: 'clear', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Save photo' })).toHaveCount(0);
    expect(uploads).toBe(0);

    await choose({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(toast(page, 'Profile Avatar Updated')).toBeVisible();
    expect(uploads).toBe(1);
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /\/api\/files\/avatars\//);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(toast(page, 'Profile Avatar Updated').last()).toBeVisible();
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
  });

  test('your data: download it as JSON, then delete the account', async ({ page }) => {
    const { account, token } = await onboardedRider(page, 'Daniel Wong');
    const me = (await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      user: { id: string };
    };
    await page.goto('/setting');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const content = await (await file.createReadStream()).toArray();
    expect(Buffer.concat(content).toString('utf8')).toContain(account.email);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(`Type your username (${account.username}) to confirm`).fill(account.username);
    await confirm.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    await page.goto(`/public-profile/${me.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Deleted user' })).toBeVisible();
    await expect(page.getByText(account.username)).toHaveCount(0);
  });
});

test.describe('profiles', () => {
  test('own profile: Not Verified, Resend link, then Verified User after the new link', async ({ page }) => {
    const { account } = await onboardedRider(page, 'Rajesh Nair');
    const first = await readMail(account.email, /Verify your e-mail/);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Rajesh Nair' })).toBeVisible();
    await expect(page.getByText(`@${account.username}`)).toBeVisible();
    await expect(page.getByText('0 reviews')).toBeVisible();
    await expect(page.getByText('Not Verified')).toBeVisible();
    await expect(page.getByText('Please check your inbox for the verification link we sent you.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'My Review' })).toBeVisible();
    await expect(page.getByText('You have no review yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Have your voice heard now!' })).toHaveAttribute('href', '/review');
    await expect(page.getByRole('link', { name: 'Administrator' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Resend link' }).click();
    await expect(toast(page, 'We have sent you a new verification link')).toBeVisible();
    let link = '';
    await expect
      .poll(async () => {
        const mail = await readMail(account.email, /Verify your e-mail/);
        link = mail.links.find((l) => l.startsWith('/verify-email/')) ?? '';
        return link !== '' && !first.links.includes(link);
      })
      .toBe(true);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Awesome!' })).toBeVisible();
    await page.getByRole('button', { name: 'Start Exploring' }).click();
    await expect(page).toHaveURL('/signin');
    await page.getByLabel('USERNAME/EMAIL').fill(account.username);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'PASSWORD', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/profile');
    await expect(page.getByText('Verified User')).toBeVisible();
    await expect(page.getByText('Not Verified')).toHaveCount(0);
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/setting');
  });

  test('public profile: visitors are asked to sign in; the User report dialog', async ({ page }) => {
    const target = newAccount('Siti Nurhaliza');
    await createAccount(page.request, target);
    const { token: targetToken } = await apiSignIn(page.request, target);
    const targetMe = (await (await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${targetToken}` } })).json()) as {
      user: { id: string };
    };
    const url = `/public-profile/${targetMe.user.id}`;

    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Siti Nurhaliza' })).toBeVisible();
    await expect(page.getByText(`@${target.username}`)).toBeVisible();
    await expect(page.getByText('No review yet')).toBeVisible();
    await expect(page.getByText(target.email)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Sign in to report Siti' }).click();
    await expect(page).toHaveURL('/signin');

    await verifiedRider(page, 'Ahmad Zaki'); // reporting needs a verified e-mail
    await page.goto(url);
    await page.getByRole('button', { name: 'Report Siti' }).click();
    const dialog = page.getByRole('dialog', { name: 'Why are you reporting this User?' });
    await expect(dialog).toBeVisible();
    for (const reason of [
      "It's spam",
      'False information',
      'Scam or fraud',
      'Harassment or Bullying',
      'Posting Inappropriate Things',
      'Fake Account',
      'Fake Name',
      'Pretending to be someone else',
    ]) {
      await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'Need to select a reason to report')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('radio', { name: 'Fake Name' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'Thank you for letting us know!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reporting again: the dialog starts empty, and the new reason replaces the first report's.
    await page.getByRole('button', { name: 'Report Siti' }).click();
    await expect(dialog.getByRole('radio', { name: 'Fake Name' })).not.toBeChecked();
    await dialog.getByRole('radio', { name: 'Fake Account' }).check();
    await dialog.getByRole('button', { name: 'Report' }).click();
    await expect(toast(page, 'Thank you for letting us know!').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('an administrator sees the Administrator link, with the tooltip on hover and on focus', async ({ page }) => {
    // E2E_ADMIN was made an administrator before the server started, by the admin command's code.
    await signInBrowser(page, E2E_ADMIN);
    await page.goto('/profile');
    const admin = page.getByRole('link', { name: 'Administrator' });
    await expect(admin).toHaveAttribute('href', '/admin-dashboard');
    await admin.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You are an Admin');
    await expectNoAxeViolations(page);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await admin.focus();
    await expect(page.getByRole('tooltip')).toHaveText('You are an Admin');
  });

  test('an unknown user id shows a not-found view', async ({ page }) => {
    await page.goto('/public-profile/0190f2b4-0000-7000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('logout', () => {
  test('ends the session on the server; from a signed-in page it goes to /signin, elsewhere to /', async ({ page }) => {
    const { account, token } = await onboardedRider(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/signin');
    // Signed out: no account menu (the header offers no Sign In on the sign-in page itself).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('suara.session'))).toBeNull();
    expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);

    await signInBrowser(page, account);
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test('a session the server no longer knows is forgotten, and a signed-in page asks to sign in', async ({ page }) => {
    const { token } = await onboardedRider(page);
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/profile');
    await expect(page).toHaveURL('/signin');
    expect(await page.evaluate(() => localStorage.getItem('suara.session'))).toBeNull();
  });
});

test.describe('in Bahasa Malaysia', () => {
  test('the account screens speak Malay, including the domain messages', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('banner').getByRole('button', { name: /BM/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Log Masuk' })).toBeVisible();
    await page.getByRole('button', { name: 'Seterusnya' }).click();
    await expectFieldError(page.getByLabel('NAMA PENGGUNA/E-MEL'), 'Sila masukkan nama pengguna atau e-mel anda');
    await expectNoAxeViolations(page);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Daftar' }).last().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sila pastikan butiran yang diberikan sah' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the account screens fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/signup', '/signin', '/forgot-password', '/reset-password/some-code']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await onboardedRider(page, 'Nurul Izzah Binti Anwar');
    for (const path of ['/profile', '/setting', '/on-board-question']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expectNoAxeViolations(page);
  });
});
