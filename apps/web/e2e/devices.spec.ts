import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignIn, onboardedRider, toast } from './support/accounts';

/*
 * Signed-in devices on the settings page: the account's sessions from GET /api/auth/sessions,
 * 'This device' on the browser's own, and 'Sign out' for the others (DELETE /api/auth/sessions/:id),
 * against the real server; the loading, error and Malay views with the list stubbed.
 */

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

test.describe('signed-in devices', () => {
  test('lists both sessions, marks this device, and signs the other one out', async ({ page }) => {
    const { account, token } = await onboardedRider(page, 'Aishah Rahman');
    // The same account on a phone: signed in through the API only.
    const phone = await apiSignIn(page.request, account, { userAgent: ANDROID_CHROME });

    await page.goto('/setting');
    const section = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(section).toBeVisible();
    const devices = section.getByRole('list').getByRole('listitem');
    await expect(devices).toHaveCount(2);

    // This device first, then the others.
    const current = devices.filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(devices.first()).toContainText('This device');
    await expect(current.getByRole('button')).toHaveCount(0);

    const other = devices.filter({ hasText: 'Chrome on Android' });
    await expect(other).toHaveCount(1);
    await expect(other).not.toContainText('This device');
    await expect(other).toContainText('Last active just now');
    await expect(other).toContainText(/IP address \S+/);

    // The full date on keyboard focus.
    const when = other.locator('time');
    await expect(when).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await when.focus();
    await expect(page.getByRole('tooltip')).toContainText(String(new Date().getFullYear()));
    await expectNoAxeViolations(page);
    await when.blur();

    // Keyboard: the labelled button, pressed with Enter.
    const signOut = other.getByRole('button', { name: 'Sign out Chrome on Android' });
    await signOut.focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Signed out of that device')).toBeVisible();
    await expect(devices).toHaveCount(1);
    await expect(devices.first()).toContainText('This device');
    await expect(section.getByRole('list')).toBeFocused();

    // The phone's token is gone; this browser's still works.
    expect((await page.request.get('/api/auth/me', bearer(phone.token))).status()).toBe(401);
    expect((await page.request.get('/api/auth/me', bearer(token))).status()).toBe(200);
    await expectNoAxeViolations(page);
  });

  test('loading, then an error with Try again, then the list; in Bahasa Malaysia', async ({ page }) => {
    await onboardedRider(page);
    await page.evaluate(() => localStorage.setItem('suara.lang', 'ms'));
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 5_000).toISOString();
    let calls = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/sessions', async (route) => {
      calls += 1;
      // The first load and its one automatic retry fail; the reader's retry succeeds once released.
      if (calls <= 2) return route.fulfill({ status: 503, json: { error: { code: 'not_ready', message: 'Not ready.' } } });
      await released;
      return route.fulfill({
        json: {
          items: [
            { id: 'a', createdAt: fiveMinutesAgo, lastSeenAt: new Date().toISOString(), ip: '203.0.113.7', userAgent: ANDROID_CHROME, current: true },
            { id: 'b', createdAt: fiveMinutesAgo, lastSeenAt: fiveMinutesAgo, ip: null, userAgent: 'curl/8.5.0', current: false },
          ],
        },
      });
    });

    await page.goto('/setting');
    const section = page.getByRole('region', { name: 'Peranti yang log masuk' });
    await expect(section.getByText('Senarai peranti anda tidak dapat dimuatkan.', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: 'Cuba lagi' }).click();
    await expect(section.getByRole('status')).toHaveText('Memuatkan peranti anda…');
    release();

    const devices = section.getByRole('listitem');
    await expect(devices).toHaveCount(2);
    await expect(devices.first()).toContainText('Chrome pada Android');
    await expect(devices.first()).toContainText('Peranti ini');
    await expect(devices.first()).toContainText('Kali terakhir aktif sebentar tadi');
    await expect(devices.first()).toContainText('Alamat IP 203.0.113.7');
    await expect(devices.last()).toContainText('Peranti tidak dikenali');
    await expect(devices.last()).toContainText('Kali terakhir aktif 5 minit lalu');
    await expect(devices.last()).not.toContainText('Alamat IP');
    await expect(devices.last().getByRole('button', { name: 'Log keluar Peranti tidak dikenali' })).toBeVisible();
    await devices.last().locator('time').hover();
    await expect(page.getByRole('tooltip')).toContainText(String(new Date(fiveMinutesAgo).getFullYear()));
    await expectNoAxeViolations(page);
  });
});
