import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { readMail } from './mailbox';
import { signInBrowser, toast } from './support/accounts';
import { adminHeaders, joinTeam, newOperator, newTeam } from './support/operator-teams';
import { postReview, reviewOptionIds, uniqueWord, verifiedRider } from './support/review-factory';

/*
 * The operator loop (issue #18 section 2): an operator's staff member triages the team's inbox by
 * keyboard, responds in public and resolves; the rider is told (the bell and an e-mail), sees the
 * 'Official response' badge, reopens with a reason, and confirms the next resolution; the operator's
 * public scorecard then shows how it answers, and the team's weekly digest holds its week.
 */

const reviewDialog = (page: Page) => page.getByRole('dialog', { name: 'Review', exact: true });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('staff triage the inbox, respond and resolve; the rider is told, reopens, then confirms', async ({ page, browser }) => {
  test.slow(); // two riders verified by mail, two browsers and four axe scans
  const word = uniqueWord('loop');
  const operator = `Bas Gelung ${word}`;
  const admin = await adminHeaders(page.request);
  const teamId = await newTeam(page.request, admin, await newOperator(page.request, admin, operator));

  // A rider writes about the operator; Suara Transit forwards it to the team.
  const rider = await verifiedRider(page, 'Nurul Huda', { inBrowser: false });
  const reviewId = await postReview(page.request, rider, await reviewOptionIds(page.request), {
    operatorName: operator,
    experience: `The air-conditioning on the ${word} bus was broken all the way.`,
  });
  const forwarded = await page.request.put(`/api/admin/reviews/${reviewId}/status`, { headers: admin, data: { status: 'forwarded', note: 'Sent to the operator.' } });
  expect(forwarded.status(), await forwarded.text()).toBe(200);
  const ticket = ((await forwarded.json()) as { ticketNumber: number }).ticketNumber;

  // The staff member joins from an invitation and finds 'Operator inbox' in their menu.
  const staff = await verifiedRider(page, 'Farid Hassan');
  await joinTeam(page.request, admin, teamId, operator, { email: staff.account.email, token: staff.token });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Operator inbox' }).click();
  await expect(page.getByRole('heading', { name: `${operator} inbox` })).toBeVisible();
  await expect(page.getByText('New (1)', { exact: true })).toBeVisible();
  // An agent has the inbox only: the Team tab is its managers'.
  await expect(page.getByRole('tab', { name: 'Team' })).toHaveCount(0);
  // The filters live in the URL: the switch follows once the address has changed.
  await page.getByRole('switch', { name: 'Unanswered only' }).click();
  await expect(page.getByRole('switch', { name: 'Unanswered only' })).toBeChecked();
  await expect(page).toHaveURL(/unanswered=true/);
  await expect(page.getByTestId('inbox-item')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // J moves to the review, Enter opens it; an empty response is refused beside the box.
  await page.keyboard.press('j');
  const open = page.getByRole('link', { name: `Open #${ticket}` });
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = reviewDialog(page);
  const responseBox = dialog.getByRole('textbox', { name: 'Respond as the operator (shown to everyone)' });
  await dialog.getByRole('button', { name: 'Post response' }).click();
  await expect(responseBox).toHaveAccessibleDescription(/Write the response/);
  await responseBox.fill('We are sorry. The bus has gone to the depot and its air-conditioning is being repaired.');
  await dialog.getByRole('button', { name: 'Post response' }).click();
  await expect(toast(page, 'Response posted; the rider has been told')).toBeVisible();
  await expect(dialog.getByTestId('official-response')).toContainText(`Official response · ${operator}`);
  await expect(dialog.getByTestId('official-response')).toContainText('Farid');

  await dialog.getByRole('combobox', { name: 'New status' }).selectOption('resolved');
  await dialog.getByRole('textbox', { name: 'Public note' }).fill('Compressor replaced at the depot.');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(toast(page, 'Status is now Resolved; the rider has been told')).toBeVisible();
  await dialog.getByRole('button', { name: 'Status history' }).click();
  await expect(dialog.getByText(/Farid moved it from Forwarded to operator to Resolved/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // Answered now: gone from 'Unanswered only', back with everything.
  await expect(page.getByText('No reviews match these filters.')).toBeVisible();
  await page.getByRole('switch', { name: 'Unanswered only' }).click();
  await expect(page.getByTestId('inbox-item').filter({ hasText: `#${ticket}` }).getByText('Answered')).toBeVisible();

  // The rider: an e-mail, the bell, the badge in the dialog; they reopen with a reason.
  const mail = await readMail(rider.account.email, new RegExp(`^${operator} responded to your review #${ticket}`));
  expect(mail.text).toContain('air-conditioning is being repaired');
  const riderContext = await browser.newContext();
  const riderPage = await riderContext.newPage();
  await signInBrowser(riderPage, rider.account);
  await riderPage.goto('/profile');
  await bell(riderPage).click();
  await expect(riderPage.getByRole('dialog', { name: 'Notifications' }).getByText(`${operator} responded to your review #${ticket}`)).toBeVisible();
  await riderPage.keyboard.press('Escape');
  await riderPage.goto(`/popular?review=${reviewId}`);
  const riderDialog = reviewDialog(riderPage);
  await expect(riderDialog.getByTestId('official-response')).toContainText(`Official response · ${operator}`);
  await expect(riderDialog.getByText('The operator says this is resolved. Is it?')).toBeVisible();
  await expectNoAxeViolations(riderPage);
  await riderDialog.getByRole('button', { name: 'No, reopen it' }).click();
  const reason = riderDialog.getByRole('textbox', { name: 'Why is it not resolved?' });
  await riderDialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(reason).toHaveAccessibleDescription(/Say why it is not resolved/);
  await reason.fill('The air-conditioning broke again this morning.');
  await riderDialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(riderPage, "Reopened; the operator's team has been told")).toBeVisible();
  await expect(riderDialog.getByText('In progress')).toBeVisible();

  // The team is told; the staff member resolves it again, and the rider confirms.
  await page.reload();
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(`Nurul Huda reopened review #${ticket}: it is not resolved`)).toBeVisible();
  await page.keyboard.press('Escape');
  const again = await page.request.put(`/api/operator/reviews/${reviewId}/status`, {
    headers: { authorization: `Bearer ${staff.token}` },
    data: { status: 'resolved', note: 'New compressor fitted.' },
  });
  expect(again.status(), await again.text()).toBe(200);
  await riderPage.reload();
  await reviewDialog(riderPage).getByRole('button', { name: 'Yes, it is resolved' }).click();
  await expect(toast(riderPage, 'Thank you for confirming')).toBeVisible();
  await expect(reviewDialog(riderPage).getByTestId('resolution-confirmed')).toHaveText(/The rider confirmed it is resolved/);

  // Settings: the rider can stop these e-mails (the bell stays).
  await riderPage.goto('/setting');
  await riderPage.getByRole('switch', { name: 'E-mail me when an operator answers or moves my reviews' }).uncheck();
  await expect(toast(riderPage, 'E-mail setting saved')).toBeVisible();
  await riderContext.close();

  // The operator's public scorecard shows its answers: one review, answered, its resolution reopened once.
  const teams = await page.request.get('/api/operator/teams', { headers: { authorization: `Bearer ${staff.token}` } });
  const slug = ((await teams.json()) as { items: { operator: { slug: string } }[] }).items[0]!.operator.slug;
  await page.goto(`/insights/operators/${slug}`);
  const answers = page.getByRole('region', { name: `How ${operator} answers riders` });
  await expect(answers.getByRole('definition').filter({ hasText: '100%' }).first()).toBeVisible();
  await expect(answers.getByText('1 review with an official response')).toBeVisible();
  await expectNoAxeViolations(page);

  // The weekly digest, sent at once for this team: the staff member's copy, and its unsubscribe link.
  const digest = await page.request.post('/api/admin/digests', { headers: admin, data: { team: slug } });
  expect(digest.status(), await digest.text()).toBe(200);
  const weekly = await readMail(staff.account.email, new RegExp(`^${operator}: your week on Suara Transit`));
  expect(weekly.text).toMatch(/Reviews: \d+ \(the week before: \d+\)/);
  expect(weekly.text).toContain('What stands out (recommendations)');
  expect(weekly.text).toContain(`/operator?team=${teamId}`);
  await page.goto(weekly.links.find((link) => link.startsWith('/unsubscribe/'))!);
  await page.getByRole('button', { name: 'Stop the weekly digest' }).click();
  await expect(page.getByText('You will get no more weekly digests.')).toBeVisible();
});
