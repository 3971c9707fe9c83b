import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

// The server as production runs it: compiled by build.mjs, started with plain `node`, stopped by a signal.
const serverDir = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(serverDir, 'dist', `test-${randomBytes(4).toString('hex')}`);
// One data directory for the file: the first start migrates it, later ones start faster.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-compiled-'));
const stopped: (() => void)[] = [];

beforeAll(() => {
  const build = spawnSync(process.execPath, ['build.mjs', buildDir], { cwd: serverDir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
});

afterEach(() => {
  for (const stop of stopped.splice(0)) stop();
});

afterAll(() => {
  fs.rmSync(buildDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type LogLine = { msg?: string; level?: number };

/** Starts the built server on an ephemeral port; `origin` resolves once it listens. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(buildDir, 'main.js')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: dataDir, SHUTDOWN_DRAIN_MS: '0', ...env },
  });
  stopped.push(() => child.kill('SIGKILL'));
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (listening) resolve(listening[1]!);
    });
    void exited.then((code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  origin.catch(() => undefined); // awaited by the tests that expect a start
  const logLines = () =>
    stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
  return { child, exited, origin, logLines, stderr: () => stderr };
}

/** Waits until `predicate` holds, checking every few milliseconds. */
async function until(predicate: () => boolean | Promise<boolean>) {
  while (!(await predicate())) await new Promise((resolve) => setTimeout(resolve, 20));
}

type Answer = { status: number; body: string; connection: string | undefined };

function collect(res: http.IncomingMessage, resolve: (answer: Answer) => void) {
  let body = '';
  res.on('data', (d: Buffer) => (body += d.toString()));
  res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
}

/** A GET, on its own connection unless an agent is given. */
function request(origin: string, pathname: string, agent?: http.Agent) {
  return new Promise<Answer>((resolve, reject) => {
    http.get(`${origin}${pathname}`, { agent: agent ?? false }, (res) => collect(res, resolve)).on('error', reject);
  });
}

/** A request whose body is held back: in flight until `finish()` sends the rest. */
function heldRequest(origin: string, agent: http.Agent) {
  const body = JSON.stringify({ identifier: 42 });
  const req = http.request(`${origin}/api/auth/validate`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => collect(res, resolve));
    req.on('error', reject);
  });
  req.flushHeaders();
  req.write(body.slice(0, 5));
  return { answered, finish: () => req.end(body.slice(5)) };
}

describe('the compiled server', { timeout: 60_000 }, () => {
  it('runs on plain node: migrates, seeds, says so in a line each, and answers', async () => {
    const server = start({});
    const origin = await server.origin;
    expect(await request(origin, '/api/health')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    const messages = server.logLines().map((line) => line.msg);
    expect(messages).toContainEqual(expect.stringMatching(/^Database schema is up to date \(\d+ ms\)$/));
    expect(messages).toContainEqual(expect.stringMatching(/^Reference data is up to date \(\d+ ms\)$/));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('builds the command-line tools too', () => {
    const admin = spawnSync(process.execPath, [path.join(buildDir, 'admin.js')], { cwd: serverDir, encoding: 'utf8' });
    expect(admin.status).toBe(2);
    expect(admin.stderr).toContain('usage: npm run admin');
  });
});

describe('shutting down on a signal', { timeout: 60_000 }, () => {
  it('turns unready, keeps serving through the drain, finishes requests in flight, releases the lock and exits 0', async () => {
    const server = start({ SHUTDOWN_DRAIN_MS: '700' });
    const origin = await server.origin;
    // A kept-alive connection left idle, and one busy with a request whose body is still coming.
    const idle = new http.Agent({ keepAlive: true });
    expect((await request(origin, '/api/ready', idle)).status).toBe(200);
    const busy = new http.Agent({ keepAlive: true });
    const held = heldRequest(origin, busy);

    server.child.kill('SIGTERM');
    await until(async () => (await request(origin, '/api/ready')).status === 503);
    const ready = await request(origin, '/api/ready');
    expect(JSON.parse(ready.body)).toMatchObject({ error: { code: 'shutting_down' } });
    // New connections are still served during the drain, and told to close.
    expect(await request(origin, '/api/health')).toMatchObject({ status: 200, connection: 'close' });

    // Past the drain the port closes, and so does the idle connection; the request in flight still gets its answer.
    await until(() => request(origin, '/api/health').then(() => false, () => true));
    await until(() => Object.values(idle.freeSockets).flat().length === 0);
    held.finish();
    expect(await held.answered).toMatchObject({ status: 422, connection: 'close' });

    // Well before the busy connection's keep-alive timeout (72 s).
    expect(await server.exited).toBe(0);
    expect(server.logLines().filter((line) => line.msg === 'shutting down')).toHaveLength(1);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const again = start({});
    expect((await request(await again.origin, '/api/health')).status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('exits at once on a second signal', async () => {
    const server = start({ SHUTDOWN_DRAIN_MS: '600000' });
    await server.origin;
    server.child.kill('SIGTERM');
    await until(() => server.logLines().some((line) => line.msg === 'shutting down'));
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(130);
  });
});
