import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { startTestObjectStore, type TestObjectStore } from '@ela/stack';
import {
  LocalMediaStore,
  S3MediaStore,
  SETTLED_AFTER_MS,
  deleteImageFiles,
  storedFileName,
  storedFileNames,
  type MediaStore,
} from '../src/index';

jest.setTimeout(60_000);

/** One driver as the tests see it: a store, and how to make and clean up another like it. */
interface Driver {
  name: string;
  open(): Promise<{ store: MediaStore; close(): Promise<void> }>;
}

let objectStore: TestObjectStore;

const local: Driver = {
  name: 'local folder',
  async open() {
    const dir = await mkdtemp(join(tmpdir(), 'media-'));
    return { store: new LocalMediaStore(dir), close: () => rm(dir, { recursive: true, force: true }) };
  },
};

const s3: Driver = {
  name: 'S3-compatible object store',
  async open() {
    const store = new S3MediaStore({ ...objectStore, forcePathStyle: true });
    await store.ensureBucket();
    return { store, close: async () => store.close() };
  },
};

beforeAll(async () => {
  // MinIO when S3_TEST_ENDPOINT names one, else s3rver in this process: never skipped.
  objectStore = await startTestObjectStore();
});
afterAll(() => objectStore?.stop());

let n = 0;
/** A fresh 24-hex key for each test, so tests sharing a store never meet. */
const newKey = () => `${Date.now().toString(16)}${(n++).toString(16)}`.padEnd(24, '0').slice(0, 24);

const read = async (store: MediaStore, name: string) => {
  const file = await store.open(name);
  return file && { size: file.size, body: await text(file.stream) };
};

describe.each([local, s3])('the $name driver', (driver) => {
  let store: MediaStore;
  let close: () => Promise<void>;

  beforeAll(async () => ({ store, close } = await driver.open()));
  afterAll(() => close?.());

  it('streams back what was put, with its size, under its public name', async () => {
    const key = newKey();
    await store.put(key, 'card', Buffer.from('کارت'));
    expect(await read(store, storedFileName(key, 'card'))).toEqual({ size: 8, body: 'کارت' });
    const info = await store.stat(`${key}-card.webp`);
    expect(info?.size).toBe(8);
    expect(Math.abs(info!.storedAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Other sizes of the same key were never stored.
    expect(await store.open(`${key}-large.webp`)).toBeNull();
    expect(await store.stat(`${key}-thumb.webp`)).toBeNull();
  });

  it('replaces a file put again under the same name, whole', async () => {
    const key = newKey();
    await store.put(key, 'thumb', Buffer.from('first version'));
    await Promise.all([
      store.put(key, 'thumb', Buffer.alloc(50_000, 'a')),
      store.put(key, 'thumb', Buffer.alloc(50_000, 'a')),
    ]);
    expect(await read(store, storedFileName(key, 'thumb'))).toEqual({
      size: 50_000,
      body: 'a'.repeat(50_000),
    });
  });

  it('answers nothing for a name that is not one of its files', async () => {
    const key = newKey();
    await store.put(key, 'large', Buffer.from('x'));
    for (const name of [
      `../${key}-large.webp`,
      `${key}-large.webp.tmp`,
      `${key}-huge.webp`,
      `${key.toUpperCase()}-large.webp`,
      `${key}-large.png`,
      '',
    ]) {
      expect(await store.open(name)).toBeNull();
      expect(await store.stat(name)).toBeNull();
      await store.delete(name); // refused quietly: nothing outside the store's names is touched
    }
    expect(await store.stat(`${key}-large.webp`)).not.toBeNull();
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    const key = newKey();
    await store.put(key, 'card', Buffer.from('x'));
    await store.delete(`${key}-card.webp`);
    expect(await store.open(`${key}-card.webp`)).toBeNull();
    await expect(store.delete(`${key}-card.webp`)).resolves.toBeUndefined();
  });

  it('deletes every size of an unused image, but not one written as its owners were asked', async () => {
    const key = newKey();
    for (const size of ['thumb', 'card', 'large'] as const) await store.put(key, size, Buffer.from(size));
    // The owners were asked well after the files were written.
    const settled = new Date(Date.now() + SETTLED_AFTER_MS + 1_000);
    const released = await deleteImageFiles(store, key, settled);
    expect(released.deleted.sort()).toEqual(storedFileNames(key).sort());
    expect(released.recent).toEqual([]);
    for (const name of storedFileNames(key)) expect(await store.stat(name)).toBeNull();

    // The owners were asked a minute ago; the picture was uploaded again since.
    const again = newKey();
    await store.put(again, 'card', Buffer.from('new upload'));
    expect(await deleteImageFiles(store, again, new Date(Date.now() - 60_000))).toEqual({
      deleted: [],
      recent: [`${again}-card.webp`],
    });
    expect(await read(store, `${again}-card.webp`)).toEqual({ size: 10, body: 'new upload' });
  });
});

describe('the S3 driver', () => {
  it('is refused by the store with the wrong secret, and reports it', async () => {
    const wrong = new S3MediaStore({
      ...objectStore,
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
    });
    await expect(wrong.put(newKey(), 'card', Buffer.from('x'))).rejects.toThrow();
    await expect(wrong.stat(`${newKey()}-card.webp`)).rejects.toThrow();
    wrong.close();
  });

  it('creates its bucket once, however many replicas start at once', async () => {
    const bucket = `${objectStore.bucket}-x`;
    const replicas = [1, 2, 3].map(() => new S3MediaStore({ ...objectStore, bucket, forcePathStyle: true }));
    await Promise.all(replicas.map((r) => r.ensureBucket()));
    const key = newKey();
    await replicas[0].put(key, 'thumb', Buffer.from('shared'));
    // What one replica stored, another reads.
    expect(await read(replicas[2], `${key}-thumb.webp`)).toEqual({ size: 6, body: 'shared' });
    await replicas[1].delete(`${key}-thumb.webp`);
    for (const r of replicas) r.close();
    await objectStore.removeBucket(bucket);
  });
});

describe('the local driver', () => {
  it('leaves no temporary file behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'media-'));
    const store = new LocalMediaStore(dir);
    const key = newKey();
    await Promise.all([store.put(key, 'card', Buffer.from('a')), store.put(key, 'thumb', Buffer.from('b'))]);
    expect((await readdir(dir)).sort()).toEqual([`${key}-card.webp`, `${key}-thumb.webp`]);
    await rm(dir, { recursive: true, force: true });
  });
});
