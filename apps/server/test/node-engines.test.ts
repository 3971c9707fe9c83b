import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const semver = createRequire(path.join(root, 'package.json'))('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

/** Every installed package.json under node_modules, nested ones included. */
function installedPackages(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const folder = path.join(dir, name);
    if (name.startsWith('@')) return installedPackages(folder);
    const manifest = path.join(folder, 'package.json');
    return [...(fs.existsSync(manifest) ? [manifest] : []), ...installedPackages(path.join(folder, 'node_modules'))];
  });
}

describe('the engines field', () => {
  // "engines" says which Node the project runs on: every dependency must run on the oldest one it admits.
  it('admits no Node version that an installed package refuses', () => {
    const { engines } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(engines.node)!.version;
    const refusing = installedPackages(path.join(root, 'node_modules')).flatMap((manifest) => {
      const { name, version, engines: wanted } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name: string; version: string; engines?: { node?: unknown } };
      const range = wanted?.node;
      return typeof range === 'string' && !semver.satisfies(oldest, range) ? [`${name}@${version} wants Node ${range}`] : [];
    });
    expect(refusing, `the project admits Node ${oldest}`).toEqual([]);
  });
});
