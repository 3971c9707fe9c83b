import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'suara-storage-'));
const root = path.join(dir, 'uploads');
const storage = localDiskStorage(root);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = async (key: string) => {
  const file = await storage.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { ...file, bytes: Buffer.concat(chunks) };
};

describe('local disk storage', () => {
  it('puts, gets with the content type and size, and deletes', async () => {
    await storage.put('avatars/a.webp', Buffer.from('image bytes'), 'image/webp');
    expect(fs.existsSync(path.join(root, 'avatars', 'a.webp'))).toBe(true);
    const file = await read('avatars/a.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 11 });
    expect(file!.bytes.toString()).toBe('image bytes');
    await storage.delete('avatars/a.webp');
    expect(await storage.get('avatars/a.webp')).toBeUndefined();
    await storage.delete('avatars/a.webp');
  });

  it('leaves no partial files behind', async () => {
    await storage.put('avatars/b.png', Buffer.alloc(1000), 'image/png');
    expect(fs.readdirSync(path.join(root, 'avatars'))).toEqual(['b.png']);
  });

  it('refuses keys that could leave the uploads directory, and a type the key does not carry', async () => {
    fs.writeFileSync(path.join(dir, 'outside.webp'), 'secret');
    for (const key of ['../outside.webp', 'avatars/../../outside.webp', '/etc/passwd', `${dir}/outside.webp`, '.hidden.webp', 'a//b.webp', 'a\\..\\b.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/refusing/);
      expect(await storage.get(key), key).toBeUndefined();
      await storage.delete(key);
    }
    expect(fs.readFileSync(path.join(dir, 'outside.webp'), 'utf8')).toBe('secret');
    await expect(storage.put('avatars/c.webp', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/does not match/);
    await expect(storage.put('avatars/c.svg', Buffer.from('x'), 'image/svg+xml')).rejects.toThrow(/does not match/);
  });

  it('answers undefined for a missing file or a directory', async () => {
    expect(await storage.get('avatars/missing.webp')).toBeUndefined();
    fs.mkdirSync(path.join(root, 'dir.webp'));
    expect(await storage.get('dir.webp')).toBeUndefined();
  });
});
