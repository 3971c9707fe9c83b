import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { changeAdminRole } from './admin-roles.service.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let userId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.db.insert(users).values({ name: 'Admin Candidate', username: 'candidate', email: 'candidate@example.my' }).returning();
  userId = row!.id;
});
afterAll(() => t.close());

describe('changeAdminRole', () => {
  it('grants by e-mail or username, records an audit entry, and says when nothing changed', async () => {
    expect(await changeAdminRole(t.db, { identifier: 'CANDIDATE@example.my', makeAdmin: true, actorId: null, via: 'cli' })).toEqual({
      id: userId,
      username: 'candidate',
      changed: true,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({ isAdmin: true, roleAddedBy: null });
    expect(row?.roleAddedAt).toBeInstanceOf(Date);
    expect((await changeAdminRole(t.db, { identifier: 'candidate', makeAdmin: true, actorId: null, via: 'cli' })).changed).toBe(false);

    await changeAdminRole(t.db, { identifier: 'candidate', makeAdmin: false, actorId: null, via: 'cli' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, userId)).orderBy(auditLog.createdAt);
    expect(audit.map((a) => a.action)).toEqual(['admin.grant', 'admin.revoke']);
    expect(audit[0]?.details).toEqual({ via: 'cli' });
  });

  it('refuses an unknown account and an admin removing their own privilege', async () => {
    await expect(changeAdminRole(t.db, { identifier: 'nobody', makeAdmin: true, actorId: null, via: 'cli' })).rejects.toMatchObject({
      code: 'account_not_found',
    });
    await changeAdminRole(t.db, { identifier: 'candidate', makeAdmin: true, actorId: null, via: 'cli' });
    await expect(changeAdminRole(t.db, { identifier: 'candidate', makeAdmin: false, actorId: userId, via: 'dashboard' })).rejects.toMatchObject({
      status: 403,
      message: 'Not Allowed!\nPlease ask another Admin to remove your admin privilege',
    });
  });
});

describe('npm run admin', () => {
  const serverDir = path.resolve(import.meta.dirname, '../../..');
  const run = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      encoding: 'utf8',
    });

  it('explains its usage, and names an unknown account in one line', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-admin-'));
    try {
      const usage = run(['promote', 'x'], dataDir);
      expect(usage.status).toBe(2);
      expect(usage.stderr).toContain('usage: npm run admin -- grant');
      const unknown = run(['grant', 'nobody@example.my'], dataDir);
      expect(unknown.status).toBe(1);
      expect(unknown.stderr.trim()).toBe('suara-transit: No account found with the username or e-mail "nobody@example.my".');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
