import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesCheck } from './build/mantine-styles-check';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import { pwa } from './build/pwa';
import { reactRouterProduction } from './build/react-router-production';

// The API server (apps/server) listens on 3000 in development.
const apiTarget = process.env.SUARA_API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: false },
  '/metrics': { target: apiTarget, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), reactRouterProduction(), mantineStylesCheck(), prerender(), pwa(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Written for debugging but not referenced from the bundles; the server never serves them.
    sourcemap: 'hidden',
    // index.html keeps the shell's modulepreloads (read by the browser's preload scanner; none since
    // the shell is one chunk, below). A lazy chunk's own imports are left to the module loader:
    // Vite's helper appended a <link> per import at run time, ~200 ms of a first visit's main
    // thread at CPU × 4 (bench/README.md).
    modulePreload: { resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []) },
    // Everything the entry imports statically is one chunk, the entry's own: Rolldown split it into
    // 44 files shared with lazy chunks, each a request (and on HTTP/1.1 a queue of six) before the
    // first paint. Lazy chunks then import the entry's chunk, so main.tsx must not await at its top
    // level: they would wait for it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] } } },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
