import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Builds with React Router's production build. Its package exports only its development build,
 * which keeps checks and notes meant for developers: warnings built on every render of the routes,
 * 'Hey developer' in the default error page (1.3 KB of the shell). The production build is the same
 * code with them off. Development and tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: path.join(packageDir, 'dist/production/index.mjs') }] } }),
  };
}
