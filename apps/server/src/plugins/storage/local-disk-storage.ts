import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../../config.ts';
import { checkPut, contentTypeOfKey, isStorageKey, type Storage } from './storage.ts';

/** Files under `root`, one per key; the type comes from the key's extension. */
export function localDiskStorage(root: string): Storage {
  const resolvedRoot = path.resolve(root);

  /** The file's path, or undefined for a key that could reach outside the root. */
  const locate = (key: string) => {
    if (!isStorageKey(key)) return undefined;
    const file = path.resolve(resolvedRoot, key);
    return file.startsWith(resolvedRoot + path.sep) ? file : undefined;
  };

  return {
    async put(key, body, contentType) {
      checkPut(key, contentType);
      const file = locate(key);
      if (!file) throw new Error(`storage: refusing key ${JSON.stringify(key)}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      try {
        await fs.promises.writeFile(partial, body);
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = locate(key);
      const contentType = contentTypeOfKey(key);
      if (!file || !contentType) return undefined;
      try {
        const handle = await fs.promises.open(file, 'r');
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return undefined;
        }
        return { body: handle.createReadStream(), contentType, size: stat.size };
      } catch (error) {
        if (['ENOENT', 'EISDIR', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
        throw error;
      }
    },

    async delete(key) {
      const file = locate(key);
      if (!file) return;
      await fs.promises.rm(file, { force: true });
    },

    async check() {
      try {
        await fs.promises.mkdir(resolvedRoot, { recursive: true });
        await fs.promises.access(resolvedRoot, fs.constants.W_OK);
      } catch (error) {
        throw new ConfigError(`DATA_DIR: cannot store files in ${resolvedRoot} (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      }
    },

    close() {
      // Nothing is held open between calls.
    },
  };
}
