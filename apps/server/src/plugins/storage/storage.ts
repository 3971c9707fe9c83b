import path from 'node:path';
import type { Readable } from 'node:stream';

export type StoredFile = { body: Readable; contentType: string; size: number };

/**
 * Where uploaded files live. Keys are made by the server ('avatars/<uuid>.webp'), never taken from
 * user input. Local disk under DATA_DIR/uploads by default, or one S3 bucket with S3_BUCKET (the key
 * as object name, the content type on the object); create-storage.ts chooses.
 */
export type Storage = {
  /** Stores the whole body under `key`; a reader never sees half a file. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The file, or undefined when there is none (or the key is not one we could have made). */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when files can be stored; otherwise a ConfigError naming the setting to fix, for the start to stop on. */
  check(): Promise<void>;
  /** Lets go of connections; the app calls it when it closes. */
  close(): void;
};

// Segments of letters, digits, '.', '_' and '-', not starting with a dot: no '..', no absolute paths.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** A key's extension says its type, so a file keeps its type whichever storage holds it. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export const isStorageKey = (key: string) => key.length <= 200 && KEY_PATTERN.test(key);

export const contentTypeOfKey = (key: string): string | undefined => CONTENT_TYPES[path.extname(key)];

/** Refuses (throws) a key we could not have made, or one whose extension is not `contentType`'s. */
export function checkPut(key: string, contentType: string) {
  if (!isStorageKey(key)) throw new Error(`storage: refusing key ${JSON.stringify(key)}`);
  if (contentTypeOfKey(key) !== contentType) throw new Error(`storage: key ${key} does not match ${contentType}`);
}
