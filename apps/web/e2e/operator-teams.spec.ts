import { expect, expectNoAxeViolations, test } from './fixtures';
import { apiSignIn, createAccount, newAccount, onboardedRider, signInBrowser, toast } from './support/accounts';
import { E2E_ADMIN } from './support/admin-account';
import { PHONE } from './support/layout';
import { adminHeaders, joinTeam, mailedLink, newOperator, newTeam } from './support/operator-teams';
import { uniqueWord } from './support/review-factory';

/*
 * Operator teams (issue #18 section 1): the administrator's Teams tab (create a team, a refusal when
 * another administrator was first, invite, remove after confirming), the managers' Team tab on
 * /operator, and the invitation page an invitee reaches from the mail (sign up and come back, join;
 * used, unknown, another address, and a link taken meanwhile). Every journey makes its own operators, since others share the server.
 */

test('an administrator creates a team and invites someone, who signs up through the link and joins; then is removed', async ({ page, browser }) => {
  test.slow(); // a sign-up, two browsers and four axe scans
  const word = uniqueWord('team');
  const operator = `Bas Pasukan ${word}`;
  const raced = `Bas Berebut ${word}`;
  const admin = await adminHeaders(page.request);
  await newOperator(page.request, admin, operator);
  const racedId = await newOperator(page.request, admin, raced);

  // The list fails twice (the first load and its retry), then is empty; Try again reaches it.
  let calls = 0;
  await page.route('**/api/admin/teams', (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    calls += 1;
    if (calls <= 2) return route.fulfill({ status: 503, json: { error: { code: 'not_ready', message: 'Not ready.' } } });
    if (calls === 3) return route.fulfill({ json: { items: [] } });
    return route.continue();
  });
  await signInBrowser(page, E2E_ADMIN);
  await page.goto('/admin-dashboard?tab=teams');
  const panel = page.getByRole('tabpanel', { name: 'Teams' });
  await expect(panel.getByText('The operator teams could not be loaded.')).toBeVisible();
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByText('No operator teams yet.')).toBeVisible();

  // Create team: the operator picked gets its team from another administrator first.
  await panel.getByRole('button', { name: 'Create team' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create an operator team' });
  const picker = createDialog.getByRole('combobox', { name: 'Operator' });
  await expect(picker).toBeFocused();
  await picker.fill(word);
  await page.getByRole('option', { name: raced, exact: true }).click();
  await newTeam(page.request, admin, racedId);
  await createDialog.getByRole('button', { name: 'Create team' }).click();
  await expect(picker).toHaveAccessibleDescription(new RegExp(`${raced} has a team already: another administrator created it meanwhile`));
  await expect(picker).toBeFocused();
  // The refreshed list no longer offers it.
  await picker.fill(word);
  await expect(page.getByRole('option', { name: operator, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: raced, exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: operator, exact: true }).click();
  await createDialog.getByRole('button', { name: 'Create team' }).click();
  await expect(toast(page, `Team created for ${operator}.`)).toBeVisible();
  await expect(createDialog).toHaveCount(0);
  const team = panel.getByRole('article', { name: operator, exact: true });
  await expect(team).toContainText('Members (0)');
  await expect(team).toContainText('No one has joined yet.');
  await expect(panel.getByRole('article', { name: raced, exact: true })).toBeVisible();
  // Focus waits on the new team's Invite, so the keyboard goes on from there.
  const inviteButton = panel.getByRole('button', { name: `Invite someone to the ${operator} team` });
  await expect(inviteButton).toBeFocused();
  await expectNoAxeViolations(page);

  // Invite, by keyboard: a malformed address is refused beside the field.
  const invitee = newAccount('Farah Hanim');
  await page.keyboard.press('Enter');
  const inviteDialog = page.getByRole('dialog', { name: `Invite to the ${operator} team` });
  const email = inviteDialog.getByLabel('E-mail address');
  await expect(email).toBeFocused();
  await expect(inviteDialog.getByRole('radio', { name: 'Agent' })).toBeChecked();
  await expect(inviteDialog.getByText(`Answers riders about ${operator}, and invites and removes the team's staff.`)).toBeVisible();
  await email.fill('farah@');
  await page.keyboard.press('Enter');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Please provide a valid email/);
  await email.fill(invitee.email);
  await inviteDialog.getByRole('radio', { name: 'Manager' }).check();
  await expectNoAxeViolations(page);
  await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${invitee.email}`)).toBeVisible();
  await expect(inviteDialog).toHaveCount(0);
  const pending = team.getByRole('list', { name: `Pending invitations to the ${operator} team` }).getByRole('listitem');
  await expect(pending).toHaveCount(1);
  await expect(pending).toContainText(invitee.email);
  await expect(pending).toContainText('Manager');
  await expect(pending).toContainText('Expires');

  // The invitee, in a browser of their own, follows the link, creates an account and comes back.
  const link = await mailedLink(invitee.email, operator);
  const context = await browser.newContext();
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    const invitedHeading = guest.getByRole('heading', { level: 1, name: `You are invited to join the ${operator} team as a manager` });
    await expect(invitedHeading).toBeVisible();
    await expect(guest.getByText(`This invitation is for ${invitee.email}.`)).toBeVisible();
    await expect(guest).toHaveTitle('Team invitation · Suara Transit');
    await expectNoAxeViolations(guest);
    await guest.getByRole('link', { name: 'Create account' }).click();
    await expect(guest).toHaveURL('/signup');
    await guest.getByLabel('YOUR NAME').fill(invitee.name);
    await guest.getByLabel('YOUR USERNAME').fill(invitee.username);
    await guest.getByLabel('EMAIL').fill(invitee.email);
    await guest.getByRole('textbox', { name: 'PASSWORD', exact: true }).fill(invitee.password);
    await guest.getByLabel('CONFIRM PASSWORD').fill(invitee.password);
    await guest.getByRole('button', { name: 'Sign Up' }).click();
    await expect(guest).toHaveURL('/signin');
    await guest.getByLabel('USERNAME/EMAIL').fill(invitee.email);
    await guest.getByRole('button', { name: 'Next' }).click();
    await guest.getByRole('textbox', { name: 'PASSWORD', exact: true }).fill(invitee.password);
    await guest.getByRole('button', { name: 'Sign In' }).click();
    // Back at the invitation (not the onboarding questions first), now able to join.
    await expect(guest).toHaveURL(link);
    await expect(invitedHeading).toBeVisible();
    await guest.getByRole('button', { name: 'Join the team' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: `You joined the ${operator} team` })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Open the operator inbox' })).toHaveAttribute('href', '/operator');

    // The administrator sees the new manager, and takes them off after confirming.
    await page.reload();
    const member = team.getByRole('list', { name: `Members of the ${operator} team` }).getByRole('listitem');
    await expect(member).toHaveCount(1);
    await expect(member).toContainText(invitee.name);
    await expect(member).toContainText(invitee.email);
    await expect(member).toContainText('Manager');
    await expect(member).toContainText('Since');
    await expect(team.getByText('Pending invitations')).toHaveCount(0);
    await team.getByRole('button', { name: `Remove ${invitee.name} from the ${operator} team` }).click();
    const confirm = page.getByRole('dialog', { name: `Remove ${invitee.name} from the ${operator} team?` });
    await expect(confirm).toContainText('loses access to the team at once');
    await confirm.getByRole('button', { name: 'Remove from team' }).click();
    await expect(toast(page, `${invitee.name} was removed from the ${operator} team`)).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(team).toContainText('No one has joined yet.');
    await expect(inviteButton).toBeFocused();

    // The link has done its work.
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'This invitation has been used already' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the invitation page: another address signs out, a link taken meanwhile says so, an unknown one is not valid', async ({ page }) => {
    const word = uniqueWord('team');
    const operator = `Teksi Pasukan ${word}`;
    const admin = await adminHeaders(page.request);
    const teamId = await newTeam(page.request, admin, await newOperator(page.request, admin, operator));
    const invitee = newAccount('Kumar Selvam');
    await createAccount(page.request, invitee);
    const invited = await page.request.post(`/api/teams/${teamId}/invitations`, { headers: admin, data: { email: invitee.email, role: 'agent' } });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = await mailedLink(invitee.email, operator);

    // Someone else signed in is told whose invitation it is, and may sign out here.
    const other = await onboardedRider(page, 'Lim Mei Ling');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `You are invited to join the ${operator} team as an agent` })).toBeVisible();
    const otherEmail = page.getByText(`You are signed in as ${other.account.email}, but this invitation is for ${invitee.email}.`);
    await expect(otherEmail).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join the team' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
    await expect(page).toHaveURL(link);

    // The invitee, signed in, finds the link taken (here through the API) before their click: the page says so.
    const token = await signInBrowser(page, invitee);
    await page.goto(link);
    const join = page.getByRole('button', { name: 'Join the team' });
    await expect(join).toBeVisible();
    const taken = await page.request.post(`/api/team-invitations/${link.split('/').pop()}/accept`, { headers: { authorization: `Bearer ${token}` } });
    expect(taken.status(), await taken.text()).toBe(200);
    await join.click();
    const refusal = page.getByRole('alert').filter({ hasText: 'You have not joined the team' });
    await expect(refusal).toContainText('This invitation has been used already');
    await expect(join).toHaveCount(0);

    await page.goto('/join-team/no-such-invitation');
    await expect(page.getByRole('heading', { level: 1, name: 'This invitation link is not valid' })).toBeVisible();
    await expect(page).toHaveTitle('This invitation link is not valid · Suara Transit');
  });

  test("a manager runs the team from the inbox's Team tab: invites, and removes an agent, who loses access at once", async ({ page }) => {
    const word = uniqueWord('team');
    const operator = `Bas Pengurus ${word}`;
    const admin = await adminHeaders(page.request);
    const teamId = await newTeam(page.request, admin, await newOperator(page.request, admin, operator));
    const agent = newAccount('Zainal Abidin');
    await createAccount(page.request, agent);
    const agentAuth = { authorization: `Bearer ${(await apiSignIn(page.request, agent)).token}` };
    await joinTeam(page.request, admin, teamId, operator, { email: agent.email, token: agentAuth.authorization.slice(7) });
    const manager = newAccount('Aisyah Rahman');
    await createAccount(page.request, manager);
    const managerToken = await signInBrowser(page, manager, { onboard: true });
    await joinTeam(page.request, admin, teamId, operator, { email: manager.email, token: managerToken }, 'manager');

    await page.goto('/operator');
    await page.getByRole('tab', { name: 'Team' }).click();
    await expect(page).toHaveURL(/view=team/);
    const panel = page.getByRole('tabpanel', { name: 'Team' });
    await expect(panel.getByRole('heading', { level: 2, name: 'Your team' })).toBeVisible();
    const team = panel.getByRole('article', { name: operator, exact: true });
    const members = team.getByRole('list', { name: `Members of the ${operator} team` }).getByRole('listitem');
    await expect(members).toHaveCount(2);
    // Their own row says so instead of offering to remove them.
    await expect(members.filter({ hasText: manager.name })).toContainText('You');
    await expect(team.getByRole('button', { name: `Remove ${manager.name} from the ${operator} team` })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(page);

    // Invite a colleague as an agent: the invitation waits in the list, and the mail goes out.
    const inviteButton = team.getByRole('button', { name: `Invite someone to the ${operator} team` });
    await inviteButton.click();
    const inviteDialog = page.getByRole('dialog', { name: `Invite to the ${operator} team` });
    const colleague = newAccount('Chong Wei Ming');
    await inviteDialog.getByLabel('E-mail address').fill(colleague.email);
    await inviteDialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, `Invitation sent to ${colleague.email}`)).toBeVisible();
    const pending = team.getByRole('list', { name: `Pending invitations to the ${operator} team` }).getByRole('listitem');
    await expect(pending).toContainText(colleague.email);
    await expect(pending).toContainText('Agent');
    const link = await mailedLink(colleague.email, operator);

    // A wrong address: the manager withdraws it after confirming, and its link stops working.
    await team.getByRole('button', { name: `Withdraw the invitation to ${colleague.email}` }).click();
    const withdraw = page.getByRole('dialog', { name: `Withdraw the invitation to ${colleague.email}?` });
    await expect(withdraw).toContainText('will no longer work');
    await withdraw.getByRole('button', { name: 'Withdraw invitation' }).click();
    await expect(toast(page, `Invitation to ${colleague.email} withdrawn`)).toBeVisible();
    await expect(team.getByText('Pending invitations')).toHaveCount(0);
    await expect(inviteButton).toBeFocused();
    expect((await page.request.get(`/api/team-invitations/${link.split('/').pop()}`)).status()).toBe(404);

    // Remove the agent: Cancel keeps them; confirming takes them off, and their next request is refused.
    const removeAgent = team.getByRole('button', { name: `Remove ${agent.name} from the ${operator} team` });
    await removeAgent.click();
    const confirm = page.getByRole('dialog', { name: `Remove ${agent.name} from the ${operator} team?` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(members).toHaveCount(2);
    await removeAgent.click();
    await confirm.getByRole('button', { name: 'Remove from team' }).click();
    await expect(toast(page, `${agent.name} was removed from the ${operator} team`)).toBeVisible();
    await expect(members).toHaveCount(1);
    await expect(inviteButton).toBeFocused();
    const inbox = await page.request.get(`/api/operator/inbox?team=${teamId}`, { headers: agentAuth });
    expect(inbox.status()).toBe(403);

    // The tab is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
    await expect(members).toHaveCount(1);
  });
});
