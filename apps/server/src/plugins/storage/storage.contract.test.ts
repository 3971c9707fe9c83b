import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../../test/s3-server.ts';
import { ConfigError, parseConfig } from '../../config.ts';
import { createStorage } from './create-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const read = async (storage: Storage, key: string) => {
  const file = await storage.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { contentType: file.contentType, size: file.size, bytes: Buffer.concat(chunks) };
};

/** `count` chunks of 1 MiB, each filled with its own number, made as they are read. */
const megabytes = (count: number) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < count; i += 1) yield Buffer.alloc(1 << 20, i);
    })(),
  );
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Subject = { storage: Storage; close: () => Promise<void> };

/** The storage the app makes from these settings, on a fresh data directory. */
const subjects: Record<string, () => Promise<Subject & { s3?: S3Server }>> = {
  'local disk': async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-storage-'));
    const storage = createStorage(parseConfig({ DATA_DIR: dataDir }));
    return { storage, close: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  },
  S3: async () => {
    const s3 = await startS3Server();
    const storage = createStorage(parseConfig({ ...s3.env }));
    return {
      storage,
      s3,
      close: async () => {
        storage.close();
        await s3.close();
      },
    };
  },
};

describe.each(Object.keys(subjects))('storage on %s', (name) => {
  let subject: Awaited<ReturnType<(typeof subjects)[string]>>;
  let storage: Storage;
  beforeAll(async () => {
    subject = await subjects[name]!();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('can store files', async () => {
    await storage.check();
  });

  it('puts, gets with the content type and size, and deletes', async () => {
    await storage.put('avatars/a.webp', Buffer.from('image bytes'), 'image/webp');
    const file = await read(storage, 'avatars/a.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 11 });
    expect(file!.bytes.toString()).toBe('image bytes');
    await storage.put('avatars/a.webp', Buffer.from('replaced'), 'image/webp');
    expect((await read(storage, 'avatars/a.webp'))!.bytes.toString()).toBe('replaced');
    await storage.delete('avatars/a.webp');
    expect(await storage.get('avatars/a.webp')).toBeUndefined();
  });

  it('answers undefined for a missing file, and deletes one without complaint', async () => {
    expect(await storage.get('avatars/missing.webp')).toBeUndefined();
    await storage.delete('avatars/missing.webp');
  });

  it('keeps each type: PDF, PNG, JPEG, GIF', async () => {
    const types = { 'a.pdf': 'application/pdf', 'a.png': 'image/png', 'a.jpg': 'image/jpeg', 'a.gif': 'image/gif' };
    for (const [file, type] of Object.entries(types)) await storage.put(`uploads/${file}`, Buffer.from(file), type);
    for (const [file, type] of Object.entries(types)) expect((await read(storage, `uploads/${file}`))?.contentType, file).toBe(type);
  });

  it('refuses keys we could not have made, and a type the key does not carry', async () => {
    for (const key of ['../outside.webp', 'avatars/../../outside.webp', '/etc/passwd', '/tmp/outside.webp', '.hidden.webp', 'a//b.webp', 'a\\..\\b.webp', '', `${'a'.repeat(200)}.webp`]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/refusing/);
      expect(await storage.get(key), key).toBeUndefined();
      await storage.delete(key);
    }
    await expect(storage.put('avatars/c.webp', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/does not match/);
    await expect(storage.put('avatars/c.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/does not match/);
    expect(await storage.get('avatars/c.webp')).toBeUndefined();
  });

  it('streams a large file in and out', async () => {
    const expected = Buffer.concat(await megabytes(12).toArray());
    await storage.put('uploads/large.pdf', megabytes(12), 'application/pdf');
    const file = await read(storage, 'uploads/large.pdf');
    expect(file?.size).toBe(12 << 20);
    expect(sha256(file!.bytes)).toBe(sha256(expected));
  });

  it('stores nothing from a body that fails part way', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1 << 20);
        throw new Error('client went away');
      })(),
    );
    await expect(storage.put('uploads/cut.pdf', failing, 'application/pdf')).rejects.toThrow(/client went away/);
    expect(await storage.get('uploads/cut.pdf')).toBeUndefined();
  });
});

describe('storage on local disk, on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-storage-'));
  const storage = createStorage(parseConfig({ DATA_DIR: dir }));
  const root = path.join(dir, 'uploads');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps a file under DATA_DIR/uploads by its key, and leaves no partial files behind', async () => {
    await storage.put('avatars/b.png', Buffer.alloc(1000), 'image/png');
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(10);
        throw new Error('cut');
      })(),
    );
    await expect(storage.put('avatars/d.png', failing, 'image/png')).rejects.toThrow('cut');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual(['b.png']);
  });

  it('never reaches outside its directory, and a directory is no file', async () => {
    fs.writeFileSync(path.join(dir, 'outside.webp'), 'secret');
    for (const key of ['../outside.webp', `${dir}/outside.webp`]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/refusing/);
      await storage.delete(key);
    }
    expect(fs.readFileSync(path.join(dir, 'outside.webp'), 'utf8')).toBe('secret');
    fs.mkdirSync(path.join(root, 'dir.webp'), { recursive: true });
    expect(await storage.get('dir.webp')).toBeUndefined();
  });

  it('stops the start when DATA_DIR/uploads cannot be made', async () => {
    const blocked = path.join(dir, 'blocked');
    fs.writeFileSync(blocked, 'a file, not a directory');
    const check = createStorage(parseConfig({ DATA_DIR: blocked })).check();
    await expect(check).rejects.toThrow(ConfigError);
    await expect(check).rejects.toThrow(`DATA_DIR: cannot store files in ${path.join(blocked, 'uploads')} (ENOTDIR)`);
  });
});

describe('storage on S3, in the bucket', () => {
  let s3: S3Server;
  let storage: Storage;
  let client: S3Client;
  let closedEndpoint: string;
  beforeAll(async () => {
    // An address nothing listens on: a server's port, closed.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedEndpoint = `http://127.0.0.1:${(probe.address() as net.AddressInfo).port}`;
    await new Promise((resolve) => probe.close(resolve));
    s3 = await startS3Server();
    storage = createStorage(parseConfig({ ...s3.env }));
    client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    storage.close();
    client.destroy();
    await s3.close();
  });

  it.each([
    ['a missing bucket', () => ({ ...s3.env, S3_BUCKET: 'nope' }), 'no such bucket'],
    ['refused keys', () => ({ ...s3.env, S3_ACCESS_KEY: 'wrong' }), 'access denied: check S3_ACCESS_KEY and S3_SECRET_KEY'],
    ['no server', () => ({ ...s3.env, S3_ENDPOINT: closedEndpoint }), 'ECONNREFUSED'],
  ])('stops the start with one line on %s', async (_case, env, reason) => {
    const settings = env();
    const broken = createStorage(parseConfig(settings));
    try {
      const check = broken.check();
      await expect(check).rejects.toThrow(ConfigError);
      await expect(check).rejects.toThrow(`S3_BUCKET: cannot reach bucket ${settings.S3_BUCKET} at ${settings.S3_ENDPOINT} (${reason})`);
    } finally {
      broken.close();
    }
  });

  it('stores an object named by the key with the content type on it', async () => {
    await storage.put('posters/p.webp', Buffer.from('poster'), 'image/webp');
    const head = await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'posters/p.webp' }));
    expect(head).toMatchObject({ ContentType: 'image/webp', ContentLength: 6 });
    await storage.delete('posters/p.webp');
    await expect(client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'posters/p.webp' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
  });

  it('gives up on an endpoint that accepts and never answers, instead of holding the request', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    const stalled = s3Storage({ ...parseConfig({ ...s3.env, S3_ENDPOINT: endpoint }).s3! }, { connectMs: 200, idleMs: 300 });
    try {
      await expect(stalled.get('photos/a.webp')).rejects.toThrow();
      await expect(stalled.put('photos/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    } finally {
      stalled.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
