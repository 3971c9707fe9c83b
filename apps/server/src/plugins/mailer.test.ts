import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('the dev outbox (no SMTP_URL)', () => {
  it('writes each mail as an .eml file with both parts and logs its links', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-outbox-'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const mailer = createMailer({ from: 'Suara Transit <no-reply@suaratransit.my>', outboxDir, log });
    try {
      await mailer.send({
        to: 'rider@example.my',
        subject: 'Verify your e-mail address',
        text: 'Open http://localhost:3000/verify-email/abc to verify.',
        html: '<p>Open <a href="http://localhost:3000/verify-email/abc">this link</a>.</p>',
      });
      const files = fs.readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
      expect(eml).toContain('To: rider@example.my');
      expect(eml).toContain('Subject: Verify your e-mail address');
      expect(eml).toContain('text/plain');
      expect(eml).toContain('text/html');
      expect(lines.join('\n')).toContain('http://localhost:3000/verify-email/abc');
    } finally {
      mailer.close();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
