// `npm run build --workspace @suara/server`: compiles the server and its command-line tools to JavaScript
// in dist/ (or the folder given as the argument, inside apps/server), so production runs `node dist/main.js`
// with no TypeScript loader in the process.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.resolve(serverDir, process.argv[2] ?? 'dist');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

fs.rmSync(outdir, { recursive: true, force: true });
await esbuild.build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    seed: 'src/db/seed/run.ts',
    admin: 'src/cli/admin.ts',
    'import-gtfs': 'src/cli/import-gtfs.ts',
    'insights-rebuild': 'src/cli/insights-rebuild.ts',
    digest: 'src/cli/digest.ts',
  },
  outdir,
  bundle: true,
  // The entry points share their code through chunks.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  // Installed packages (native ones among them) load from node_modules as they are; the workspace's own
  // TypeScript packages (@suara/domain) are compiled in.
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@suara/')),
  logLevel: 'warning',
});
