// Builds what `npm start` runs only when its sources are newer than the last build, so a fresh clone
// builds once and later starts are instant.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const domain = 'packages/domain/src';

/** Each build: the file it writes last (its stamp) and the sources it is made from. */
const targets = [
  {
    name: 'the web app',
    workspace: '@suara/web',
    stamp: 'apps/web/dist/index.html',
    inputs: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/build', domain],
  },
  {
    name: 'the server',
    workspace: '@suara/server',
    stamp: 'apps/server/dist/main.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json', domain],
  },
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

export function buildIfStale() {
  for (const { name, workspace, stamp, inputs } of targets) {
    const built = newestMtime(path.join(root, stamp));
    const changed = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
    if (changed <= built) continue;
    console.log(`Building ${name}…`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
