// The e2e run's mail server: real SMTP on loopback for the app, and a small JSON endpoint
// the tests read received mail from (each Playwright worker is its own process).
import http from 'node:http';
import { startMailbox } from '../../../server/test/mailbox.ts';

const smtpPort = Number(process.env.E2E_SMTP_PORT);
const httpPort = Number(process.env.E2E_MAIL_HTTP_PORT);
const mailbox = await startMailbox(smtpPort);

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to')?.toLowerCase();
    const body = url.pathname === '/mails' ? mailbox.mails.filter((m) => !to || m.to.includes(to)) : { ok: true };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  })
  .listen(httpPort, '127.0.0.1');
