import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SUBJECTS, type Category, type Inventory, type Page } from '@ela/contracts';
import { LocalMediaStore } from '@ela/media';
import { ServiceClient, startTestStack } from '@ela/stack';
import { seedCatalog } from '../src/seed/seed-catalog';

jest.setTimeout(180_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let client: ServiceClient;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog']);
  client = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
});

afterAll(async () => {
  await client?.close();
  await stack?.dispose();
});

/** The stored file names of every picture the catalog names: inventories' and categories' posters. */
async function namedPictures(): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const inventories = await client.request<Page<Inventory>>(SUBJECTS.catalog.inventories.list, {
      query: { page, limit: 100 },
    });
    keys.push(...inventories.items.flatMap((inventory) => inventory.images.map((image) => image.key)));
    if (page * 100 >= inventories.total) break;
  }
  const mains = await client.request<Category[]>(SUBJECTS.catalog.categories.mains, {});
  keys.push(
    ...mains.flatMap((category) => Object.values(category.posters).flatMap((p) => (p ? [p.key] : []))),
  );
  return [...new Set(keys)].map((key) => `${key}-card.webp`);
}

async function missing(media: LocalMediaStore): Promise<string[]> {
  const names = await namedPictures();
  expect(names.length).toBeGreaterThan(40);
  const absent: string[] = [];
  for (const name of names) {
    const file = await media.open(name);
    if (file) file.stream.destroy();
    else absent.push(name);
  }
  return absent;
}

describe('the demo seed on a database seeded before', () => {
  it('draws its pictures again when the media folder is gone, under the keys the catalog already has', async () => {
    const media = new LocalMediaStore(stack.config.mediaDir);
    expect(await seedCatalog(client, media)).toBeGreaterThan(100);
    expect(await missing(media)).toEqual([]);

    await rm(stack.config.mediaDir, { recursive: true, force: true });
    expect((await missing(media)).length).toBeGreaterThan(40);

    // What `npm start` does at every start: the catalog is kept, its pictures come back.
    expect(await seedCatalog(client, media)).toBe(0);
    expect(await missing(media)).toEqual([]);
  });

  it('draws again a single picture whose file is gone, with the rest of the folder in place', async () => {
    const media = new LocalMediaStore(stack.config.mediaDir);
    const [lost] = await namedPictures();
    await rm(join(stack.config.mediaDir, lost));
    expect(await missing(media)).toEqual([lost]);

    expect(await seedCatalog(client, media)).toBe(0);
    expect(await missing(media)).toEqual([]);
  });
});
