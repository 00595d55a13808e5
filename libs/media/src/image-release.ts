import { storedFileNames, type MediaStore } from './media-store';

/**
 * Deletes every file of an image that its owner no longer uses. Keys are content hashes, so the
 * same picture uploaded again after the release is stored under the same names: a file written
 * after the release was decided is that new upload's and stays. Object stores keep the time to
 * the second, so a file written in the very second of the release counts as older and goes:
 * when in doubt, a released photo is deleted rather than kept. Answers the names it deleted.
 */
export async function releaseImage(store: MediaStore, key: string, releasedAt: Date): Promise<string[]> {
  const deleted: string[] = [];
  for (const name of storedFileNames(key)) {
    const info = await store.stat(name);
    if (!info || info.storedAt.getTime() > releasedAt.getTime()) continue;
    await store.delete(name);
    deleted.push(name);
  }
  return deleted;
}
