import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test/server-process.ts';
import { adminQuery } from '../test/test-database.ts';

// These start the real entry point as `npm start` does, to check what an operator sees.
const serverDir = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];
const tempDirs: string[] = [];

function tempDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-start-'));
  tempDirs.push(dir);
  return dir;
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '0', ...env },
  });
  running.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => stdout.includes('Suara Transit is running') && resolve());
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  ready.catch(() => undefined); // awaited only by tests that expect a start

  return { child, exited, ready, output: () => ({ stdout, stderr }) };
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL');
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const expectOneLine = (stderr: string, ...parts: string[]) => {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  for (const part of parts) expect(lines[0]).toContain(part);
};

describe('starting the server', { timeout: 90_000 }, () => {
  it('names DATABASE_URL in one line when the database cannot be reached', async () => {
    const server = start({ DATA_DIR: tempDataDir(), DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nowhere' });
    expect(await server.exited).toBe(1);
    // The driver's reason, not Drizzle's '(Failed query: select 1)'.
    expectOneLine(server.output().stderr, 'DATABASE_URL', '127.0.0.1:1', '(connection refused)');
  });

  it('names a malformed variable in one line', async () => {
    const server = start({ DATA_DIR: tempDataDir(), PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expectOneLine(server.output().stderr, 'PORT is not valid');
  });

  it('refuses more than one worker on the embedded database', async () => {
    const server = start({ DATA_DIR: tempDataDir(), WEB_CONCURRENCY: '2' });
    expect(await server.exited).toBe(1);
    expectOneLine(server.output().stderr, 'WEB_CONCURRENCY is not valid', 'DATABASE_URL');
  });

  it('reports a port already in use clearly', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const server = start({ DATA_DIR: tempDataDir(), PORT: String(port) });
      expect(await server.exited).toBe(1);
      expectOneLine(server.output().stderr, `PORT ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('refuses a second server on the same data directory, shuts down cleanly and starts again', async () => {
    const dataDir = tempDataDir();
    const first = start({ DATA_DIR: dataDir });
    await first.ready;

    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expectOneLine(second.output().stderr, 'is in use by another process', `pid ${first.child.pid}`);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = start({ DATA_DIR: dataDir });
    await again.ready;
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

/** The pids of the processes that said they serve, from the JSON log lines. */
const servingPids = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => line.includes('Suara Transit is running'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

describe.runIf(postgresUrl)('WEB_CONCURRENCY on PostgreSQL', { timeout: 120_000 }, () => {
  const database = `suara_cluster_${process.pid}`;
  const url = () => {
    const u = new URL(postgresUrl!);
    u.pathname = `/${database}`;
    return u.toString();
  };
  afterEach(() => adminQuery(postgresUrl!, `drop database if exists ${database} with (force)`));

  it('runs the workers on one port, starts another when one dies, and drains them all on SIGTERM', async () => {
    await adminQuery(postgresUrl!, `create database ${database}`);
    const port = await freePort();
    const server = start({ DATA_DIR: tempDataDir(), DATABASE_URL: url(), PORT: String(port), WEB_CONCURRENCY: '2' });
    const ready = async () => expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200);
    await vi.waitFor(() => expect(servingPids(server.output().stdout)).toHaveLength(2), { timeout: 60_000, interval: 200 });
    const [first, second] = servingPids(server.output().stdout);
    expect(first).not.toBe(second);
    await ready();

    process.kill(first!, 'SIGKILL');
    await vi.waitFor(() => expect(servingPids(server.output().stdout)).toHaveLength(3), { timeout: 60_000, interval: 200 });
    expect(server.output().stdout).toContain('a worker stopped: starting another');
    await ready();

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of servingPids(server.output().stdout).slice(1)) expect(() => process.kill(pid, 0)).toThrow();
  });
});

