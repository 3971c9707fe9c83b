import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverDir } from './server-dir.ts';

/** The server's source files (not tests), relative to src/. */
function sources(dir = import.meta.dirname): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(import.meta.dirname, file)] : [];
  });
}

describe('finding files beside the code', () => {
  it('finds the server package from src/', () => {
    expect(serverDir).toBe(path.resolve(import.meta.dirname, '..'));
  });

  // The build bundles modules into other folders: a path relative to one module's own folder would break there.
  it('goes through serverDir, never through a module’s own location', () => {
    const located = sources().filter((file) => /import\.meta\.(dirname|filename|url)|__dirname/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')));
    expect(located).toEqual(['server-dir.ts']);
  });
});
