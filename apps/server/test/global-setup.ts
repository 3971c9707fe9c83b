import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { adminQuery, defaultTimeouts, withDatabase } from './test-database.ts';

/**
 * Migrating and seeding costs seconds, so it happens once per run: into a PGlite dump, or into a
 * PostgreSQL template database when TEST_DATABASE_URL is set. Each test file copies it.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const database = `suara_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${database}`);
    const handle = await openPostgres(withDatabase(url, database), defaultTimeouts);
    await handle.migrate();
    await seedReferenceData(handle.db);
    await handle.close();
    project.provide('postgresTemplate', { url, database });
    project.provide('pgliteTemplate', '');
    return async () => {
      await adminQuery(url, `drop database if exists ${database} with (force)`);
    };
  }

  const handle = await openPglite();
  await handle.migrate();
  await seedReferenceData(handle.db);
  const dump = await handle.dump();
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-template-'));
  const file = path.join(dir, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
