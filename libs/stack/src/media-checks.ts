import { IMAGE_SIZES, imageUrl, type ImageSize } from '@ela/contracts';
import { waitUntil } from './dev-loop';

/** What the gateway answers for each size of a stored image, by its key. */
export async function imageStatuses(apiUrl: string, key: string): Promise<number[]> {
  return Promise.all(
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map(async (size) => {
      const res = await fetch(`${apiUrl}${imageUrl(key, size)}`);
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

/** Waits until every size of an image answers 404 (its files deleted); fails after `timeoutMs`. */
export async function waitUntilImageGone(apiUrl: string, key: string, timeoutMs = 10_000): Promise<void> {
  await waitUntil(
    `the files of image ${key} are deleted`,
    async () => (await imageStatuses(apiUrl, key)).every((status) => status === 404),
    timeoutMs,
  );
}
