import { storedFileNames, type MediaStore } from './media-store';

/**
 * How long before the owners were asked a file must have been written to be deleted on their
 * word. Object stores keep a file's time to the second and clocks differ a little, so a file
 * younger than this may be an upload written after the owners were asked, which they could not
 * have known of yet.
 */
export const SETTLED_AFTER_MS = 2_000;

/** What became of one image's files: deleted, or left for now because they were just written. */
export interface ImageRelease {
  deleted: string[];
  recent: string[];
}

/**
 * Deletes every file of an image that no owner used when asked at `askedAt`. A file written
 * since, or just before (see `SETTLED_AFTER_MS`), is left and reported: the caller asks the
 * owners again later, since that write may be a new upload of the same picture.
 */
export async function deleteImageFiles(store: MediaStore, key: string, askedAt: Date): Promise<ImageRelease> {
  const settledBefore = askedAt.getTime() - SETTLED_AFTER_MS;
  const outcome: ImageRelease = { deleted: [], recent: [] };
  for (const name of storedFileNames(key)) {
    const info = await store.stat(name);
    if (!info) continue;
    if (info.storedAt.getTime() > settledBefore) {
      outcome.recent.push(name);
      continue;
    }
    await store.delete(name);
    outcome.deleted.push(name);
  }
  return outcome;
}
