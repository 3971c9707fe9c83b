import { readMail } from './mailbox';
import { expect, test } from './fixtures';

test('the server sends mail through SMTP on loopback, and tests can read it', async ({ request }) => {
  const email = `e2e.mail.${Date.now()}@example.my`;
  const res = await request.post('/api/auth/signup', {
    data: { name: 'Mail Check', username: `mail_${Date.now() % 1_000_000}`, email, password: 'Bas123!' },
  });
  expect(res.status()).toBe(201);
  const mail = await readMail(email, /Verify your e-mail/);
  expect(mail.links.some((link) => link.startsWith('/verify-email/'))).toBe(true);
});
