import { randomInt, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import sharp from 'sharp';
import type { Category, Design, Toddler } from '@ela/contracts';
import { SETTLED_AFTER_MS, processImage } from '@ela/media';
import {
  ReleaseWatch,
  adminApi,
  customerApi,
  imageStatuses,
  startTestStack,
  tag,
  waitUntil,
  waitUntilImageGone,
  type ApiClient,
} from '@ela/stack';
import { UploadsInFlight } from '../src/media/uploads-in-flight';

jest.setTimeout(120_000);

/**
 * Keys are hashes of the picture's bytes, so the same file sent as a category poster and as a
 * toddler photo is one stored picture with two owners: a release by one must not take it from
 * the other, and the files go once neither uses them.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;
let parent: ApiClient;
let watch: ReleaseWatch;
let redis: IORedis;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'content', 'gateway']);
  admin = await adminApi(stack);
  parent = await customerApi(stack);
  watch = await ReleaseWatch.open(stack);
  redis = new IORedis(stack.config.redisUrl);
});
afterAll(async () => {
  await watch?.close();
  await redis?.quit();
  await stack?.dispose();
});

/** A picture no other test sends. */
const picture = () =>
  sharp({
    create: {
      width: 800,
      height: 500,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
    },
  })
    .jpeg()
    .toBuffer();

const submitToddler = async (photo: Buffer) => {
  const res = await parent.upload<Toddler>(
    'POST',
    '/toddler',
    { name: `آوا ${tag()}`, ageMonths: '18' },
    photo,
  );
  expect(res.status).toBe(201);
  return res.body;
};

const reject = async (toddler: Toddler) => {
  const res = await admin.call('PATCH', `/toddler/${toddler.id}`, {
    status: 'rejected',
    rejectionReason: 'عکس مناسب نیست',
  });
  expect(res.status).toBe(200);
};

it('keeps a poster whose picture a rejected toddler photo shared, and deletes it once the catalog lets go too', async () => {
  const shared = await picture();
  const made = await admin.upload<Category>('POST', '/categories', { name: `پوستر ${tag()}` }, shared);
  expect(made.status).toBe(201);
  const key = made.body.posters.desktop!.key;
  const toddler = await submitToddler(shared);
  expect(toddler.photo.key).toBe(key);

  await reject(toddler);
  await watch.until('content', key, 'settled');
  expect(await imageStatuses(stack.urls.api, key)).toEqual([200, 200, 200]);
  const poster = await fetch(`${stack.urls.api}${made.body.posters.desktop!.urls.large}`);
  expect([poster.status, poster.headers.get('content-type')]).toEqual([200, 'image/webp']);

  // The catalog lets go of it too: the poster is replaced, and now no owner is left.
  const replaced = await admin.upload<Category>(
    'POST',
    `/categories/image/poster/${made.body.id}/desktop`,
    {},
    await picture(),
  );
  expect(replaced.status).toBe(200);
  await waitUntilImageGone(stack.urls.api, key);
  expect(await imageStatuses(stack.urls.api, replaced.body.posters.desktop!.key)).toEqual([200, 200, 200]);
});

it('deletes a picture the other owner let go first once the last owner lets go', async () => {
  const shared = await picture();
  const made = await admin.upload<Category>('POST', '/categories', { name: `پوستر ${tag()}` }, shared);
  const key = made.body.posters.desktop!.key;
  const toddler = await submitToddler(shared);

  const replaced = await admin.upload(
    'POST',
    `/categories/image/poster/${made.body.id}/desktop`,
    {},
    await picture(),
  );
  expect(replaced.status).toBe(200);
  await watch.until('catalog', key, 'settled');
  expect(await imageStatuses(stack.urls.api, key)).toEqual([200, 200, 200]);

  await reject(toddler);
  await waitUntilImageGone(stack.urls.api, key);
});

it('lets go of a design’s picture when it is replaced and when the design is deleted', async () => {
  const made = await admin.upload<Design>(
    'POST',
    '/products/designs',
    { name: `گلدار ${tag()}` },
    await picture(),
  );
  expect(made.status).toBe(201);
  const first = made.body.image!.key;
  const changed = await admin.upload<Design>(
    'PATCH',
    `/products/designs/${made.body.id}`,
    {},
    await picture(),
  );
  expect(changed.status).toBe(200);
  await waitUntilImageGone(stack.urls.api, first);
  const second = changed.body.image!.key;
  expect(await imageStatuses(stack.urls.api, second)).toEqual([200, 200, 200]);

  expect((await admin.call('DELETE', `/products/designs/${made.body.id}`)).status).toBe(200);
  await waitUntilImageGone(stack.urls.api, second);
});

it('holds a release back while an upload of the same picture is on its way to its service', async () => {
  const photo = await picture();
  const toddler = await submitToddler(photo);
  const sentAt = Date.now();
  // Once the files are settled in the store, only the upload on its way can hold the release back.
  await waitUntil(
    'the photo is settled in the store',
    async () => Date.now() > sentAt + SETTLED_AFTER_MS + 1_000,
  );
  // Another gateway has stored the same picture and waits for its service's answer.
  const uploads = new UploadsInFlight(redis, stack.config.natsPrefix);
  const mark = await uploads.begin(toddler.photo.key);

  await reject(toddler);
  await watch.until('content', toddler.photo.key, 'put-off');
  expect(await imageStatuses(stack.urls.api, toddler.photo.key)).toEqual([200, 200, 200]);

  // Its service refused that upload: nothing uses the picture any more.
  await uploads.answered(mark, null);
  await waitUntilImageGone(stack.urls.api, toddler.photo.key);
});

it.each([
  ['an inventory', () => `/products/inventory/upload-image/${randomUUID()}`],
  ['an article', () => `/blog/uploadPosterImage/${randomUUID()}`],
  ['a category', () => `/categories/image/poster/${randomUUID()}/desktop`],
])('deletes the picture sent to %s that does not exist', async (_what, path) => {
  const photo = await picture();
  const { key } = await processImage(photo);

  const res = await admin.upload('POST', path(), {}, photo);
  expect(res.status).toBe(404);
  // Stored before the service was asked, and gone once its files have settled.
  expect(await imageStatuses(stack.urls.api, key)).toEqual([200, 200, 200]);
  await waitUntilImageGone(stack.urls.api, key, 15_000);
});
