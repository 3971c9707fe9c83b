import { describe, expect, it } from 'vitest';
import { bundle } from './bundle-entry';
import { reactRouterProduction } from './react-router-production';

// What the app takes from React Router: the router and its route matching.
const ROUTER = `import { BrowserRouter, useRoutes } from 'react-router'; console.log(BrowserRouter, useRoutes);`;
/** A note of React Router's default error page in its development build only. */
const DEVELOPER_NOTE = 'Hey developer';

describe("React Router in the web app's production build", () => {
  it('is its production build, without the notes for developers', async () => {
    const code = await bundle(ROUTER, [reactRouterProduction()]);
    expect(code).toContain('function useRoutes');
    expect(code).not.toContain(DEVELOPER_NOTE);
  }, 60_000);

  it('is the development build without the plugin, as the package exports it', async () => {
    expect(await bundle(ROUTER)).toContain(DEVELOPER_NOTE);
  }, 60_000);
});
