// `npm start`: builds the web app and the server when their sources changed, then runs the compiled
// server in this same process (no TypeScript loader, no extra process between the signals and the server).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist/main.js')).href);
