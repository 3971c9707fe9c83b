import { fileURLToPath } from 'node:url';
import { build, type PluginOption, type Rolldown } from 'vite';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENTRY = 'virtual:entry';

/**
 * The JavaScript Vite's production build makes of a module whose source is `code`, in one file, not
 * minified, with `plugins` beside the entry's: for tests of what the web app's bundles hold.
 */
export async function bundle(code: string, plugins: PluginOption[] = []): Promise<string> {
  const result = (await build({
    configFile: false,
    root: WEB_ROOT,
    logLevel: 'silent',
    plugins: [{ name: 'entry', resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null), load: (id) => (id === `\0${ENTRY}` ? code : null) }, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput;
  return result.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}
