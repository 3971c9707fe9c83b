// The e2e run's "Google": a real OpenID Connect server on loopback. Tests choose who signs in next
// through a small control endpoint (each Playwright worker is its own process).
import http from 'node:http';
import { startMockGoogle, type GoogleIdentity } from '../../../server/test/oauth-providers.ts';

const google = await startMockGoogle(Number(process.env.E2E_OIDC_PORT));

http
  .createServer((req, res) => {
    if (req.method !== 'POST') return res.writeHead(200).end('ok');
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      google.signInAs(JSON.parse(body) as GoogleIdentity);
      res.writeHead(204).end();
    });
  })
  .listen(Number(process.env.E2E_OIDC_CONTROL_PORT), '127.0.0.1');
