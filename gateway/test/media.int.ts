import { createServer, connect, type Server, type Socket } from 'node:net';
import sharp from 'sharp';
import type { Toddler } from '@ela/contracts';
import {
  adminApi,
  customerApi,
  freePort,
  imageStatuses,
  startStack,
  startTestObjectStore,
  startTestStack,
  waitUntilImageGone,
  type ApiClient,
  type Stack,
  type TestObjectStore,
} from '@ela/stack';

jest.setTimeout(120_000);

/**
 * The same tests through two gateway replicas, on each media driver: the local folder (`npm
 * start`, one machine) and an S3-compatible store (MinIO when `S3_TEST_ENDPOINT` names one,
 * else s3rver started here), reached through a switchable TCP relay so the store can be "down".
 */

/** Passes TCP to the object store until cut; cutting also drops the connections kept alive. */
class Relay {
  private open = true;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;

  private constructor(
    private readonly target: URL,
    readonly port: number,
  ) {
    this.server = createServer((client) => this.pass(client));
  }

  static async to(url: string): Promise<Relay> {
    const relay = new Relay(new URL(url), await freePort());
    await new Promise<void>((resolve) => relay.server.listen(relay.port, '127.0.0.1', resolve));
    return relay;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  cut(): void {
    this.open = false;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.open = true;
  }

  close(): Promise<void> {
    this.cut();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private pass(client: Socket): void {
    if (!this.open) return void client.destroy();
    const upstream = connect(Number(this.target.port), this.target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      this.sockets.add(from);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
      from.pipe(to);
    }
  }
}

const photo = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

interface Setup {
  stack: Stack & { dispose(): Promise<void> };
  /** A second gateway of the same stack: same NATS, same media store. */
  second: Stack;
  objectStore?: TestObjectStore;
  relay?: Relay;
}

async function setUp(driver: 'local' | 's3'): Promise<Setup> {
  let gatewayEnv: Record<string, string> = {};
  let objectStore: TestObjectStore | undefined;
  let relay: Relay | undefined;
  if (driver === 's3') {
    objectStore = await startTestObjectStore();
    relay = await Relay.to(objectStore.endpoint);
    gatewayEnv = { ...objectStore.gatewayEnv, S3_ENDPOINT: relay.url };
  }
  // The catalog too: the gateway deletes a picture's files only once every owner says it is unused.
  const stack = await startTestStack(['auth', 'catalog', 'content', 'gateway'], { gateway: gatewayEnv });
  const ports = { ...stack.config.ports, gateway: await freePort(), gatewayMetrics: await freePort() };
  const second = await startStack({ ...stack.config, ports }, ['gateway']);
  return { stack, second, objectStore, relay };
}

async function tearDown(setup: Partial<Setup>): Promise<void> {
  await setup.second?.stop();
  await setup.stack?.dispose();
  await setup.relay?.close();
  await setup.objectStore?.stop();
}

describe.each(['local', 's3'] as const)('media through the gateway, %s driver', (driver) => {
  const setup: Partial<Setup> = {};
  let parent: ApiClient;
  let admin: ApiClient;
  let first: string;
  let other: string;

  beforeAll(async () => {
    Object.assign(setup, await setUp(driver));
    parent = await customerApi(setup.stack!);
    admin = await adminApi(setup.stack!);
    first = setup.stack!.urls.api;
    other = setup.second!.urls.api;
  });
  afterAll(() => tearDown(setup));

  const submit = async (background: string) => {
    const res = await parent.upload<Toddler>(
      'POST',
      '/toddler',
      { name: 'آوا', ageMonths: '18' },
      await photo(background),
    );
    expect(res.status).toBe(201);
    return res.body;
  };

  it('serves what one replica stored from every replica, with its caching headers', async () => {
    const toddler = await submit('#81b29a');
    for (const api of [first, other]) {
      for (const url of Object.values(toddler.photo.urls)) {
        const res = await fetch(`${api}${url}`);
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-type')).toBe('image/webp');
        expect(Number(res.headers.get('content-length'))).toBe(body.length);
        expect((await sharp(body).metadata()).format).toBe('webp');
      }
    }
    const widths = await Promise.all(
      Object.values(toddler.photo.urls).map(async (url) => {
        const body = Buffer.from(await (await fetch(`${other}${url}`)).arrayBuffer());
        return (await sharp(body).metadata()).width;
      }),
    );
    expect(widths).toEqual([160, 480, 900]);
  });

  it('answers 404 for an image it does not have and for any other name', async () => {
    for (const name of ['0123456789abcdef01234567-card.webp', '..%2F..%2Fetc%2Fpasswd', 'x.webp']) {
      const res = await fetch(`${first}/media/${name}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
    }
  });

  it('deletes a rejected toddler’s photo for every replica', async () => {
    const toddler = await submit('#e07a5f');
    expect(await imageStatuses(other, toddler.photo.key)).toEqual([200, 200, 200]);
    const rejected = await admin.call('PATCH', `/toddler/${toddler.id}`, {
      status: 'rejected',
      rejectionReason: 'عکس مناسب نیست',
    });
    expect(rejected.status).toBe(200);
    await waitUntilImageGone(first, toddler.photo.key);
    expect(await imageStatuses(other, toddler.photo.key)).toEqual([404, 404, 404]);
  });

  if (driver === 's3')
    it('answers 503 while the store is away, and deletes a release made meanwhile once it is back', async () => {
      const toddler = await submit('#f4f1de');
      setup.relay!.cut();
      try {
        const [served] = await imageStatuses(first, toddler.photo.key);
        expect(served).toBe(503);
        const upload = await parent.upload(
          'POST',
          '/toddler',
          { name: 'آوا', ageMonths: '18' },
          await photo('#3d5a80'),
        );
        expect([upload.status, upload.body.error]).toEqual([503, 'SERVICE_UNAVAILABLE']);
        const rejected = await admin.call('PATCH', `/toddler/${toddler.id}`, {
          status: 'rejected',
          rejectionReason: 'عکس مناسب نیست',
        });
        expect(rejected.status).toBe(200);
        // The delete fails while the store is away and is tried again.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
      } finally {
        setup.relay!.restore();
      }
      await waitUntilImageGone(other, toddler.photo.key, 20_000);
    });
});
