import { mkdir, open, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ImageSize } from '@ela/contracts';
import {
  isStoredFileName,
  storedFileName,
  type MediaStore,
  type StoredFile,
  type StoredInfo,
} from './media-store';

/**
 * Images in a folder on the local disk: `npm start`, and one gateway (or several on one machine).
 * Each file is written under a temporary name and renamed, so a reader never sees half a file,
 * even after a crash.
 */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  async put(key: string, size: ImageSize, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const target = join(this.dir, storedFileName(key, size));
    const temporary = `${target}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async open(name: string): Promise<StoredFile | null> {
    if (!isStoredFileName(name)) return null;
    // Opened before its size is read: a file deleted meanwhile is still read whole, never cut short.
    const file = await open(join(this.dir, name), 'r').catch(() => null);
    if (!file) return null;
    try {
      const { size } = await file.stat();
      return { stream: file.createReadStream(), size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  async stat(name: string): Promise<StoredInfo | null> {
    if (!isStoredFileName(name)) return null;
    const info = await stat(join(this.dir, name)).catch(() => null);
    return info ? { size: info.size, storedAt: info.mtime } : null;
  }

  async isEmpty(): Promise<boolean> {
    const files = await readdir(this.dir).catch(() => [] as string[]);
    return !files.some(isStoredFileName);
  }

  async delete(name: string): Promise<void> {
    if (!isStoredFileName(name)) return;
    await unlink(join(this.dir, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}
