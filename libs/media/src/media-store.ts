import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { createReadStream, type ReadStream } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { imageUrl, type ImageSize } from '@ela/contracts';

const FILE_NAME = /^[0-9a-f]{24}-(thumb|card|large)\.webp$/;

/**
 * Stored images on the local disk (a volume in production). Each file is written under a
 * temporary name and renamed, so a reader never sees half a file, even after a crash.
 */
export class LocalMediaStore {
  constructor(private readonly dir: string) {}

  async put(key: string, size: ImageSize, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = join(this.dir, imageUrl(key, size).replace('/media/', ''));
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  /** Whether no picture is stored (the folder is empty or missing). */
  async isEmpty(): Promise<boolean> {
    const files = await readdir(this.dir).catch(() => [] as string[]);
    return !files.some((file) => FILE_NAME.test(file));
  }

  /** A stored file by its public name, or null for any other name or a missing file. */
  async open(name: string): Promise<{ stream: ReadStream; size: number } | null> {
    if (!FILE_NAME.test(name)) return null;
    const path = join(this.dir, name);
    const info = await stat(path).catch(() => null);
    return info ? { stream: createReadStream(path), size: info.size } : null;
  }
}
