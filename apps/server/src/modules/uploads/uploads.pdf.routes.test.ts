import fs from 'node:fs';
import path from 'node:path';
import { messageText } from '@suara/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { attachments } from '../../db/schema/index.ts';
import { markVerified, signUpAndIn, type SignedIn, type TestApp } from '../users/users.test-support.ts';
import { JAVASCRIPT_ACTION, objectStream, withCatalog } from './pdf-samples.test-support.ts';
import { postFiles, smallPng } from './uploads.test-support.ts';

let t: TestApp;
let me: SignedIn;

beforeAll(async () => {
  t = await buildTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100' } });
  me = await signUpAndIn(t);
  await markVerified(t, me.id);
});
afterAll(() => t.close());

const storedFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'uploads');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/uploads: PDFs that are more than documents', () => {
  it.each([
    ['JavaScript run on opening', withCatalog(`/OpenAction ${JAVASCRIPT_ACTION}`)],
    ['JavaScript with an escaped name', withCatalog('/OpenAction << /S /J#61vaScript /JS (app.alert\\(1\\)) >>')],
    ['JavaScript in a compressed object stream', withCatalog('/OpenAction 6 0 R', objectStream([JAVASCRIPT_ACTION], 6))],
  ])('refuses %s with 422 pdf_active_content, storing nothing of the request', async (_what, bytes) => {
    const res = await postFiles(t, me.token, [await smallPng(), { bytes, name: 'Tiket.pdf', type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(422);
    const { error } = res.json();
    expect(error).toEqual({
      code: 'pdf_active_content',
      message: `'Tiket.pdf' contains JavaScript. ${messageText('pdfNotAccepted', 'en')}.`,
      fields: { files: 'pdfNotAccepted' },
    });
    expect(await t.db.select().from(attachments).where(eq(attachments.uploaderId, me.id))).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a PDF whose object stream cannot be read with 422 pdf_uncheckable', async () => {
    const encrypted = withCatalog('/OpenAction 6 0 R', objectStream([JAVASCRIPT_ACTION], 6, '/Filter /FlateDecode', (data) => Buffer.from(data.map((byte) => byte ^ 0x5a))));
    const res = await postFiles(t, me.token, [{ bytes: encrypted, name: 'locked.pdf', type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'pdf_uncheckable', fields: { files: 'pdfNotAccepted' } });
    expect(res.json().error.message).toContain("'locked.pdf' has parts we cannot check");
  });

  it('takes a plain PDF with compressed parts', async () => {
    const plain = withCatalog('/Metadata 6 0 R', objectStream(['<< /Title (Aduan bas) >>'], 6));
    const res = await postFiles(t, me.token, [{ bytes: plain, name: 'aduan.pdf', type: 'application/pdf' }]);
    expect(res.statusCode, res.body).toBe(201);
    const file = await t.app.inject({ method: 'GET', url: res.json().items[0].url });
    expect(file.rawPayload.equals(plain)).toBe(true);
  });
});
