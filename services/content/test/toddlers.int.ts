import sharp from 'sharp';
import exifReader from 'exif-reader';
import type { Page, Toddler, ToddlerForReview } from '@ela/contracts';
import {
  ApiClient,
  adminApi,
  customerApi,
  imageStatuses,
  startTestStack,
  waitUntilImageGone,
} from '@ela/stack';
import { jpegWithGps, png, tag } from './content-fixtures';

jest.setTimeout(120_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let parent: ApiClient;
let otherParent: ApiClient;
let anyone: ApiClient;
const t = tag();

beforeAll(async () => {
  // The catalog too: the gateway deletes a picture's files only once every owner says it is unused.
  stack = await startTestStack(['auth', 'catalog', 'content', 'gateway']);
  admin = await adminApi(stack);
  parent = await customerApi(stack);
  otherParent = await customerApi(stack);
  anyone = new ApiClient(stack.urls.api);
});
afterAll(() => stack?.dispose());

const submit = async (api: ApiClient, name: string, photo: Buffer, ageMonths = '۲۰') =>
  // Typed loosely: the same call answers an entry or an error.
  api.upload<Toddler & { message?: string; error?: string }>(
    'POST',
    '/toddler',
    { name, ageMonths },
    photo,
    'IMG_0042.jpg',
  );
const gallery = async (path = '/toddler/all?limit=48') =>
  (await anyone.call<Page<Toddler>>('GET', path)).body.items.map((x) => x.id);

describe('a parent submitting a toddler', () => {
  let entry: Toddler;

  it('stores the photo with no EXIF and no GPS left in it', async () => {
    const original = await jpegWithGps();
    // The photo really carries where it was taken.
    const before = exifReader((await sharp(original).metadata()).exif!);
    expect(before.GPSInfo?.GPSLatitude).toEqual([35, 41, 21.89]);
    expect(before.Image?.Model).toBe('Phone 12');

    const res = await submit(parent, `ریحانه ${t}`, original);
    expect(res.status).toBe(201);
    entry = res.body;
    expect(entry).toMatchObject({
      name: `ریحانه ${t}`,
      ageMonths: 20,
      status: 'pending',
      rejectionReason: null,
    });

    for (const url of Object.values(entry.photo.urls)) {
      const served = Buffer.from(await (await fetch(`${stack.urls.api}${url}`)).arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.exif, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined]);
      // Not a byte of the EXIF block or of the camera's words is left in the file.
      expect(served.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(served.includes(Buffer.from('Phone 12'))).toBe(false);
    }
  });

  it('keeps an unapproved toddler from the public and from other parents', async () => {
    expect((await anyone.call('GET', `/toddler/${entry.id}`)).status).toBe(404);
    const stranger = await otherParent.call('GET', `/toddler/${entry.id}`);
    expect([stranger.status, stranger.body.error]).toEqual([404, 'CONTENT.TODDLER_NOT_FOUND']);
    expect((await otherParent.call<Page<Toddler>>('GET', '/toddler/mine')).body.items).toEqual([]);
    expect(await gallery()).not.toContain(entry.id);
    expect(await gallery(`/toddler/byName/${encodeURIComponent(`ریحانه ${t}`)}`)).toEqual([]);

    expect((await parent.call<Toddler>('GET', `/toddler/${entry.id}`)).body).toEqual(entry);
    expect((await parent.call<Page<Toddler>>('GET', '/toddler/mine')).body.items).toEqual([entry]);
    expect((await admin.call<Toddler>('GET', `/toddler/${entry.id}`)).body.status).toBe('pending');
  });

  it('puts it in the moderation queue, which only admins read', async () => {
    const queue = await admin.call<Page<ToddlerForReview>>('GET', '/toddler/review?limit=48');
    expect(queue.status).toBe(200);
    expect(queue.body.items.find((x) => x.id === entry.id)).toMatchObject({ status: 'pending' });
    expect((await parent.call('GET', '/toddler/review')).status).toBe(401);
  });

  it('refuses a reason for an entry that is not being rejected', async () => {
    const misplaced = await admin.call('PATCH', `/toddler/${entry.id}`, {
      status: 'approved',
      rejectionReason: 'x y z',
    });
    expect([misplaced.status, misplaced.body.details?.[0]?.field]).toEqual([400, 'body.rejectionReason']);
    expect((await admin.call<Toddler>('GET', `/toddler/${entry.id}`)).body.status).toBe('pending');
  });

  it('shows it to everyone once approved, by name typed with Arabic letters too', async () => {
    await gallery(); // cached before the change: the approval's event must drop it
    const approved = await admin.call<ToddlerForReview>('PATCH', `/toddler/${entry.id}`, {
      status: 'approved',
    });
    expect(approved.body).toMatchObject({
      status: 'approved',
      rejectionReason: null,
      reviewedAt: expect.any(String),
    });
    expect(await gallery()).toContain(entry.id);
    const public_ = await anyone.call<Toddler>('GET', `/toddler/${entry.id}`);
    expect(public_.body).toMatchObject({ id: entry.id, status: 'approved' });
    expect(public_.body).not.toHaveProperty('parentId');
    expect(await gallery(`/toddler/byName/${encodeURIComponent(`ريحانه ${t}`)}`)).toEqual([entry.id]);
  });

  it('lets admins, and only admins, edit and remove an entry', async () => {
    expect((await parent.call('PATCH', `/toddler/${entry.id}`, { name: 'دیگر' })).status).toBe(401);
    expect((await parent.call('DELETE', `/toddler/${entry.id}`)).status).toBe(401);
    const edited = await admin.call<ToddlerForReview>('PATCH', `/toddler/${entry.id}`, {
      name: `ریحان ${t}`,
      ageMonths: 21,
    });
    expect(edited.body).toMatchObject({ name: `ریحان ${t}`, ageMonths: 21, status: 'approved' });
    expect(await imageStatuses(stack.urls.api, entry.photo.key)).toEqual([200, 200, 200]);
    expect((await admin.call('DELETE', `/toddler/${entry.id}`)).body).toEqual({ deleted: true });
    expect((await anyone.call('GET', `/toddler/${entry.id}`)).status).toBe(404);
    expect(await gallery()).not.toContain(entry.id);
    expect((await admin.call('DELETE', `/toddler/${entry.id}`)).status).toBe(404);
    // The photo of a removed entry is deleted from the media store, every size of it.
    await waitUntilImageGone(stack.urls.api, entry.photo.key);
  });
});

describe('a rejected toddler', () => {
  it('tells the parent, and only the parent, why, and its photo is deleted shortly after', async () => {
    const photo = await png('#8ab17d');
    const sent = (await submit(parent, `نیما ${t}`, photo)).body;
    expect(await imageStatuses(stack.urls.api, sent.photo.key)).toEqual([200, 200, 200]);
    const noReason = await admin.call('PATCH', `/toddler/${sent.id}`, { status: 'rejected' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('body.rejectionReason');

    const rejected = await admin.call<ToddlerForReview>('PATCH', `/toddler/${sent.id}`, {
      status: 'rejected',
      rejectionReason: 'چهرهٔ کودک در عکس پیدا نیست',
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'چهرهٔ کودک در عکس پیدا نیست',
    });
    await waitUntilImageGone(stack.urls.api, sent.photo.key);

    expect((await parent.call<Toddler>('GET', `/toddler/${sent.id}`)).body.rejectionReason).toBe(
      'چهرهٔ کودک در عکس پیدا نیست',
    );
    expect((await anyone.call('GET', `/toddler/${sent.id}`)).status).toBe(404);
    expect((await otherParent.call('GET', `/toddler/${sent.id}`)).status).toBe(404);
    expect(await gallery()).not.toContain(sent.id);
    // Nothing is left to approve; the reason can still be rewritten.
    for (const status of ['approved', 'pending']) {
      const back = await admin.call('PATCH', `/toddler/${sent.id}`, { status });
      expect([back.status, back.body.error]).toEqual([409, 'CONTENT.TODDLER_REJECTED_FINAL']);
    }
    const reworded = await admin.call<ToddlerForReview>('PATCH', `/toddler/${sent.id}`, {
      rejectionReason: 'عکس تار است',
    });
    expect(reworded.body).toMatchObject({ status: 'rejected', rejectionReason: 'عکس تار است' });

    // The same picture sent again is stored again and served: its key is the picture's hash.
    const again = (await submit(parent, `نیما ${t}`, photo)).body;
    expect(again.photo.key).toBe(sent.photo.key);
    expect(await imageStatuses(stack.urls.api, again.photo.key)).toEqual([200, 200, 200]);
    await admin.call('DELETE', `/toddler/${again.id}`);
    await waitUntilImageGone(stack.urls.api, again.photo.key);
  });

  it('keeps a photo another entry still shows', async () => {
    const shared = await png('#f2cc8f');
    const first = (await submit(parent, `سارا ${t}`, shared)).body;
    const second = (await submit(otherParent, `سارا ${t}`, shared)).body;
    expect(second.photo.key).toBe(first.photo.key);
    await admin.call('PATCH', `/toddler/${first.id}`, {
      status: 'rejected',
      rejectionReason: 'عکس تکراری است',
    });
    // Rejected after the shared one: releases are handled in order, so once this photo is gone,
    // the shared one would be gone too had it been released.
    const other = (await submit(parent, `سینا ${t}`, await png('#3d405b'))).body;
    await admin.call('PATCH', `/toddler/${other.id}`, { status: 'rejected', rejectionReason: 'عکس تار است' });
    await waitUntilImageGone(stack.urls.api, other.photo.key);
    expect(await imageStatuses(stack.urls.api, second.photo.key)).toEqual([200, 200, 200]);
  });
});

describe('what a submission must be', () => {
  it('comes from a logged-in parent, with a real image and sane fields', async () => {
    const photo = await png('#f4a261');
    expect((await submit(anyone, `آرش ${t}`, photo)).status).toBe(401);
    expect((await submit(admin, `آرش ${t}`, photo)).status).toBe(401);
    const text = await submit(parent, `آرش ${t}`, Buffer.from('GIF89a but not really'));
    expect(text.status).toBe(400);
    const none = await parent.upload('POST', '/toddler', { name: `آرش ${t}`, ageMonths: '12' });
    expect(none.status).toBe(400);
    const old = await submit(parent, `آرش ${t}`, photo, '۷۳');
    expect([old.status, old.body.message]).toEqual([400, expect.stringContaining('body.ageMonths')]);
  });

  it('keeps at most three of one parent’s entries waiting at once', async () => {
    const busy = await customerApi(stack);
    for (const [i, colour] of ['#111111', '#222222', '#333333'].entries())
      expect((await submit(busy, `کودک ${i} ${t}`, await png(colour))).status).toBe(201);
    const fourth = await submit(busy, `کودک ۴ ${t}`, await png('#444444'));
    expect([fourth.status, fourth.body.error]).toEqual([409, 'CONTENT.TOO_MANY_PENDING']);
    // Another parent is not held back by them.
    expect((await submit(otherParent, `کودک ۵ ${t}`, await png('#555555'))).status).toBe(201);
  });
});
