import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Unzip, UnzipInflate } from 'fflate';
import { GtfsError } from './gtfs-error.ts';

/** A feed as a folder of .txt files; `close` removes what opening it made. */
export type FeedFolder = { dir: string; close(): void };

/**
 * A GTFS .zip or folder as a folder. A .zip's files of `wanted` are inflated to a temporary folder
 * as the archive streams past (a file may sit in a folder of the archive), so neither the archive
 * nor a file of it is ever whole in memory.
 */
export async function openFeedFolder(source: string, wanted: readonly string[]): Promise<FeedFolder> {
  if (fs.statSync(source).isDirectory()) return { dir: source, close: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-gtfs-'));
  const close = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await extract(source, dir, new Set(wanted));
    return { dir, close };
  } catch (error) {
    close();
    throw new GtfsError(path.basename(source), undefined, `the archive cannot be read (${(error as Error).message})`);
  }
}

function extract(zipFile: string, dir: string, wanted: ReadonlySet<string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const input = fs.createReadStream(zipFile);
    const writing = new Set<Promise<void>>();
    const unzip = new Unzip((file) => {
      const name = path.posix.basename(file.name);
      if (!wanted.has(name)) return; // not started: skipped without inflating
      const output = fs.createWriteStream(path.join(dir, name));
      writing.add(
        new Promise((done, failed) => {
          output.on('finish', done).on('error', failed);
        }),
      );
      file.ondata = (error, chunk, final) => {
        if (error) return fail(error);
        // The archive waits while the disk catches up: memory holds a chunk or two, whatever the file's size.
        if (!output.write(chunk)) {
          input.pause();
          output.once('drain', () => input.resume());
        }
        if (final) output.end();
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    const fail = (error: Error) => {
      input.destroy();
      reject(error);
    };
    input.on('data', (chunk) => {
      try {
        unzip.push(chunk as Buffer);
      } catch (error) {
        fail(error as Error);
      }
    });
    input.on('error', fail);
    input.on('end', () => {
      try {
        unzip.push(new Uint8Array(0), true);
      } catch (error) {
        return fail(error as Error);
      }
      Promise.all(writing).then(() => resolve(), reject);
    });
  });
}
