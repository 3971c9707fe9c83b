import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openTestDatabase } from './test-database.ts';

export type TestAppOptions = { env?: Record<string, string>; webDistDir?: string };

/** The real app on a fresh copy of the seeded test database, driven through `app.inject`. */
export async function buildTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-test-'));
  const config = {
    ...parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env }),
    // Tests see no built web app unless they bring one.
    webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build'),
  };
  const database = await openTestDatabase();
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
