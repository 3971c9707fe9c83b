// The real server as a child process, as `npm start` runs it, on a bench database.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '../apps/server');
const READY_TIMEOUT_MS = 90_000;

export type RunningServer = { baseUrl: string; stop(): Promise<void> };

/**
 * `env` says where the data is (`DATA_DIR`, `DATABASE_URL`) and may override the settings here.
 * `BENCH_SERVER_NODE_ARGS` adds flags for the server's node (`--cpu-prof --cpu-prof-dir=/tmp/prof`
 * profiles it: NODE_OPTIONS refuses that flag, and would profile the load generator too).
 */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Every request comes from one address: the per-address limits must not be what is measured.
      RATE_LIMIT_MULTIPLIER: '10000',
      LOG_LEVEL: 'warn',
      // Stopped between runs: no drain period to wait out.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited with status ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`bench: the server was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
