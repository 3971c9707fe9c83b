import fs from 'node:fs';
import path from 'node:path';

/** The nearest folder above `from` that holds a package.json. */
function packageDirAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (dir === path.dirname(dir)) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * The server package's folder (apps/server), found the same way from src/ under tsx and from the build
 * in dist/: files that ship beside the code (migrations, the web build) are located from here.
 */
export const serverDir = packageDirAbove(import.meta.dirname);
