// The site the web benchmark measures: the web app built into the bench's own folder (so no other
// build or test run is disturbed), demo data seeded into a throwaway data directory, and the
// production server serving both.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_SEED } from '../prepare.ts';
import { SERVER_DIR, startServer, type RunningServer } from '../server.ts';
import { startTileServer } from './tile-server.ts';

const WEB_DIR = path.resolve(import.meta.dirname, '../../apps/web');
// Under a folder named dist, which the linters skip like every build output.
export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../.data/web/dist');
/** The baseline was measured on 3,000 demo reviews. */
export const DEMO_REVIEWS = 3000;

function run(command: string, args: readonly string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    // Their output goes to stderr with the progress: stdout is kept for the results.
    const child = spawn(command, args, { ...options, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench: ${command} ${args.join(' ')} exited with status ${code}`))));
  });
}

export async function buildWebApp() {
  await run('npx', ['vite', 'build', '--outDir', WEB_DIST_DIR, '--emptyOutDir'], { cwd: WEB_DIR });
}

export type Site = RunningServer & { dataDir: string };

/**
 * Seeds a fresh PGlite data directory the way `npm run seed -- --demo` does, then starts the server on
 * it, serving the web build in `distDir`, with map tiles from loopback.
 */
export async function startSite(port: number, distDir = WEB_DIST_DIR): Promise<Site> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`bench: no web build in ${distDir} (run without --skip-build)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-bench-web-'));
  const tiles = await startTileServer();
  // An empty DATABASE_URL selects PGlite even when the caller's environment names a PostgreSQL.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: distDir, TILE_URL: tiles.tileUrl };
  const cleanUp = async () => {
    await tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await run(process.execPath, ['--import', 'tsx', 'src/db/seed/run.ts', '--demo', '--reviews', String(DEMO_REVIEWS), '--seed', BENCH_SEED], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
    });
    const server = await startServer(env, port);
    return {
      ...server,
      dataDir,
      async stop() {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** The newest published review, for the page that opens a review's dialog. */
export async function findReviewId(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/reviews`);
  const body = (await res.json()) as { items?: { id: string }[] };
  const id = body.items?.[0]?.id;
  if (!res.ok || !id) throw new Error(`bench: GET /api/reviews answered ${res.status} without a review`);
  return id;
}
