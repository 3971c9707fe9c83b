// The e2e run's stand-in for the external survey service (SURVEY_URL): a third-party site that
// cannot be reached here, so a local page with a form, as a hosted form service serves one.
import http from 'node:http';

const port = Number(process.env.E2E_SURVEY_PORT);

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rider survey</title></head><body>${body}</body></html>`;

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/health') return void res.writeHead(200).end('ok');
    if (req.method === 'POST') {
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page('<h1>Thank you for taking the survey</h1>'));
    }
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(page('<h1>How do you travel?</h1><form method="post"><label>Your usual route <input name="route"></label><button>Send</button></form>'));
  })
  .listen(port, '127.0.0.1');
