import type { Color, Page } from '@ela/contracts';
import { ApiClient, adminApi, startTestStack } from '@ela/stack';

jest.setTimeout(120_000);

/** Two catalogs behind their queue group, two gateways in front: what operators scale. */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let admin: ApiClient;

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway'], {}, { replicas: { catalog: 2, gateway: 2 } });
  admin = await adminApi(stack);
});
afterAll(() => stack?.dispose());

/** How many requests of `subject` one catalog answered, from its /metrics. */
async function answered(healthPort: number, subject: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
  return text
    .split('\n')
    .filter((l) => l.startsWith('ela_handler_duration_seconds_count{') && l.includes(`subject="${subject}"`))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

describe('replicas', () => {
  it('share the catalog’s requests through the queue group', async () => {
    // Admin reads are never answered from the edge cache: each one reaches a catalog.
    for (let i = 0; i < 40; i++) expect((await admin.call('GET', '/catalog/audit-log')).status).toBe(200);
    const ports = [stack.config.ports.catalogHealth, ...stack.config.replicas!.catalog!.map((r) => r.health)];
    const counts = await Promise.all(ports.map((port) => answered(port, 'catalog.audit.list')));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
    for (const count of counts) expect(count).toBeGreaterThan(0);
  });

  it('never leave one gateway serving a stale read after a write through the other', async () => {
    const [first, second] = stack.urls.gateways;
    const writer = admin.at(first);
    const reader = new ApiClient(second);
    const list = () => reader.call<Page<Color>>('GET', '/products/colors?limit=100&sort=newest');
    await list();
    expect((await list()).headers.get('x-cache')).toBe('hit');

    const made = await writer.call<Color>('POST', '/products/colors', {
      name: `نیلی ${Date.now()}`,
      hex: '#3F51B5',
    });
    expect(made.status).toBe(201);
    const end = Date.now() + 10_000;
    while (!(await list()).body.items.some((c) => c.id === made.body.id) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    // Once the catalog's event reached it, every read has the colour: nothing stale comes back.
    for (let i = 0; i < 5; i++) expect((await list()).body.items.map((c) => c.id)).toContain(made.body.id);
  });
});
