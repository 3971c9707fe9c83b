import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');
const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');

/** A port nobody listens on just now: the server is a separate process and must be told one. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export type ServerProcess = { origin: string; stop: () => Promise<void> };

/**
 * The real server (src/main.ts under tsx) in its own process group and data directory, with only
 * `env` and PATH for environment; resolves once /api/health answers.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 25_000): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-process-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(TSX, [MAIN], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), ...env },
    // Its own group, so stopping it reaches tsx's node child as well.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()).once('error', () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  // The test is done with it: no drain to wait for (shutting down has tests of its own).
  const stop = async () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has gone already.
    }
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!running) {
      await stop();
      throw new Error(`the server exited before it was ready:\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { origin, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
