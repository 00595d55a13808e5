import type { Readable } from 'node:stream';
import { IMAGE_SIZES, imageUrl, type ImageSize } from '@ela/contracts';

/** A stored file as it is served: its bytes as a stream, and how many there are. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/** What the store knows of a file without reading it. */
export interface StoredInfo {
  size: number;
  /** When it was last written; an object store keeps this to the second. */
  storedAt: Date;
}

/**
 * Where the gateway keeps images, by their public file name (`<key>-<size>.webp`). A driver
 * answers null for a name that is not one of ours, so no caller can reach another file or
 * object through it; deleting a missing file is not an error.
 */
export interface MediaStore {
  put(key: string, size: ImageSize, data: Buffer): Promise<void>;
  open(name: string): Promise<StoredFile | null>;
  stat(name: string): Promise<StoredInfo | null>;
  delete(name: string): Promise<void>;
  /** Whether no image is stored at all (a fresh folder or bucket, or one that lost its files). */
  isEmpty(): Promise<boolean>;
}

const FILE_NAME = new RegExp(`^[0-9a-f]{24}-(${Object.keys(IMAGE_SIZES).join('|')})\\.webp$`);

/** Whether a name is one the stores hold (the last part of a `/media/…` address). */
export function isStoredFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

/** The file name of one size of an image. */
export function storedFileName(key: string, size: ImageSize): string {
  return imageUrl(key, size).replace('/media/', '');
}

/** Every file stored for one image: what has to go when the image is no longer used. */
export function storedFileNames(key: string): string[] {
  return (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => storedFileName(key, size));
}
