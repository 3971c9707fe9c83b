import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * The pages' sheet (src/styles/mantine-pages.css) imports only the Mantine components the app uses,
 * not all of Mantine (248 KB): a build that starts using another component must import its styles
 * too, or the component would show unstyled. This check fails such a build and names the file to
 * import. Mantine writes each component's class names (`m_` and eight hex digits) into its code and
 * its sheet alike, so a class in the bundle's JavaScript that no emitted sheet styles is a missing import.
 */

const MANTINE_CLASS = /\bm_[0-9a-f]{8}\b/g;

const classesIn = (text: string) => new Set(text.match(MANTINE_CLASS) ?? []);

/** The Mantine classes the scripts name that no sheet styles, sorted. */
export function unstyledMantineClasses(scripts: string[], sheets: string[]): string[] {
  const styled = classesIn(sheets.join('\n'));
  return [...classesIn(scripts.join('\n'))].filter((name) => !styled.has(name)).sort();
}

/** For each class, the file of `@mantine/core/styles` that styles it (one file a class). */
function coreStyleFiles(): Map<string, string> {
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
  const owner = new Map<string, string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.layer.css'))) {
    for (const name of classesIn(fs.readFileSync(path.join(dir, file), 'utf8'))) owner.set(name, file);
  }
  return owner;
}

/** The build's message: which component sheets to import, or the classes no Mantine core sheet has. */
export function missingStylesMessage(unstyled: string[], owner: Map<string, string>): string {
  const files = [...new Set(unstyled.flatMap((name) => owner.get(name) ?? []))].sort();
  const elsewhere = unstyled.filter((name) => !owner.has(name));
  return [
    "Mantine components without their styles: add to src/styles/mantine-pages.css, in Mantine's order (node_modules/@mantine/core/styles.layer.css):",
    ...files.map((file) => `  @import '@mantine/core/styles/${file}';`),
    ...elsewhere.map((name) => `  (not in @mantine/core: ${name})`),
  ].join('\n');
}

/** The Vite plugin: checks the bundle once its scripts and sheets are final. */
export function mantineStylesCheck(): Plugin {
  return {
    name: 'suara-mantine-styles-check',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const files = Object.values(bundle);
      const scripts = files.flatMap((file) => (file.type === 'chunk' ? [file.code] : []));
      const sheets = files.flatMap((file) => (file.type === 'asset' && file.fileName.endsWith('.css') ? [String(file.source)] : []));
      const unstyled = unstyledMantineClasses(scripts, sheets);
      if (unstyled.length > 0) this.error(missingStylesMessage(unstyled, coreStyleFiles()));
    },
  };
}
