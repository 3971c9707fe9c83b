import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.ts';

export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Where uploaded files live. Keys are made by the server ('avatars/<uuid>.webp'), never taken from
 * user input. Local disk under DATA_DIR/uploads by default; an S3-compatible implementation of the
 * same three calls comes with S3_* (one bucket, the key as object name, the content type as metadata).
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none (or the key is not one we could have made). */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
};

// Segments of letters, digits, '.', '_' and '-', not starting with a dot: no '..', no absolute paths.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** The local disk knows a file's type from its extension, so a key must carry the right one. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export const isStorageKey = (key: string) => key.length <= 200 && KEY_PATTERN.test(key);

export function createStorage(config: Pick<Config, 'dataDir'>): Storage {
  return localDiskStorage(path.join(config.dataDir, 'uploads'));
}

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
      const file = locate(key);
      if (!file) throw new Error(`storage: refusing key ${JSON.stringify(key)}`);
      if (CONTENT_TYPES[path.extname(key)] !== contentType) throw new Error(`storage: key ${key} does not match ${contentType}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.partial`;
      await fs.promises.writeFile(partial, body);
      await fs.promises.rename(partial, file);
    },

    async get(key) {
      const file = locate(key);
      const contentType = CONTENT_TYPES[path.extname(key)];
      if (!file || !contentType) return undefined;
      try {
        const handle = await fs.promises.open(file, 'r');
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return undefined;
        }
        const size = stat.size;
        return { body: handle.createReadStream(), contentType, size };
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
  };
}
