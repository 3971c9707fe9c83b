// `node scripts/take-screenshots.mjs`: the README's and docs/screenshots' pictures, on a phone and a
// laptop, from a running server with demo data (`npm run seed -- --demo`, then `npm start`) and an
// administrator (`npm run admin -- grant …`). Settings: BASE_URL (http://localhost:3000),
// SCREENSHOT_ADMIN ('username:password'), SCREENSHOT_BROWSER (Debian's Chromium by default).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const [identifier, password] = (process.env.SCREENSHOT_ADMIN ?? '').split(':');
if (!identifier || !password) {
  console.error("take-screenshots: set SCREENSHOT_ADMIN='username:password' (an administrator of the server at BASE_URL)");
  process.exit(2);
}
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const browserPath = process.env.SCREENSHOT_BROWSER ?? ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((file) => fs.existsSync(file));
const devices = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 }, deviceScaleFactor: 1 },
};

const api = async (pathname, init) => {
  const res = await fetch(new URL(pathname, base), init);
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${await res.text()}`);
  return res.json();
};
const session = await api('/api/auth/signin', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ identifier, password }),
});
// A review with a photo for the dialog, and its author's public profile.
const { items } = await api('/api/reviews?limit=50');
const shown = items.find((review) => review.firstAttachment) ?? items[0];
if (!shown) throw new Error('no reviews: seed demo data first (npm run seed -- --demo)');

/** Each picture: a name, a path, and what to do on the page before the picture is taken. */
const shots = [
  { name: 'home', path: '/' },
  { name: 'popular-map', path: '/popular', ready: (page) => page.getByLabel('Map of reviews and bus stops').scrollIntoViewIfNeeded() },
  { name: 'popular-cards', path: '/popular?view=card' },
  { name: 'review-dialog', path: `/popular?review=${shown.id}`, ready: (page) => page.getByRole('dialog').getByRole('heading').first().waitFor() },
  { name: 'review-form', path: '/review' },
  {
    name: 'review-form-details',
    path: '/review',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio').first().check();
      await page.getByRole('radiogroup').nth(1).getByRole('radio').first().check();
      await page.getByRole('heading', { name: 'Tell us more' }).scrollIntoViewIfNeeded();
    },
  },
  { name: 'profile', path: `/public-profile/${shown.user.id}` },
  { name: 'admin-dashboard', path: '/admin-dashboard?tab=people' },
  { name: 'admin-reports', path: '/admin-dashboard?tab=reports' },
];

const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  for (const [device, options] of Object.entries(devices)) {
    const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
    // Signed in as the administrator, posters already seen (they would cover the home page).
    await context.addInitScript(
      ([user, posters]) => {
        localStorage.setItem('suara.session', user);
        localStorage.setItem('suara.posters.seen', posters);
      },
      [JSON.stringify({ ...session.user, token: session.token }), JSON.stringify(Object.fromEntries((await api('/api/posters')).items.map((p) => [p.id, p.version])))],
    );
    const page = await context.newPage();
    for (const shot of shots) {
      await page.goto(new URL(shot.path, base).href);
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await shot.ready?.(page);
      await page.waitForLoadState('networkidle');
      const file = path.join(out, `${shot.name}-${device}.png`);
      await page.screenshot({ path: file });
      console.log(path.relative(process.cwd(), file));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
