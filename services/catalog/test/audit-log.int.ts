import { randomUUID } from 'node:crypto';
import { SUBJECTS, type AuditEntry, type Color, type Page } from '@ela/contracts';
import {
  ApiClient,
  SYSTEM_ADMIN,
  ServiceClient,
  customerApi,
  ensureAdmin,
  freshPhone,
  startTestStack,
} from '@ela/stack';
import { tag } from './catalog-fixtures';

jest.setTimeout(60_000);

// An admin's writes to the catalog land in the catalog's own audit log, read through the gateway.
type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let adminId: string;
const t = tag();
const browser = { 'user-agent': `audit-test/${t}` };

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'gateway']);
  const phone = freshPhone();
  await ensureAdmin(stack, phone);
  const api = new ApiClient(stack.urls.api);
  const session = await api.login('admin', phone, stack.config.smsOutboxFile);
  admin = api.as(session.access_token);
  adminId = session.user._id;
});

afterAll(() => stack?.dispose());

const logOf = async (query: string) => {
  const res = await admin.call<Page<AuditEntry>>('GET', `/catalog/audit-log?${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('the catalog audit log', () => {
  it('records an admin creating and deleting a colour: who, which route, which colour, from where', async () => {
    const created = await admin.call<Color>(
      'POST',
      '/products/colors',
      { name: `رنگ ${t}`, hex: '#123456' },
      browser,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await admin.call('DELETE', `/products/colors/${id}`, undefined, browser)).status).toBe(200);

    const log = await logOf(`entityId=${id}`);
    expect(log).toMatchObject({ total: 2, page: 1, limit: 20 });
    const who = { actorId: adminId, actorRole: 'admin', entityId: id, userAgent: browser['user-agent'] };
    expect(log.items).toEqual([
      expect.objectContaining({ ...who, method: 'DELETE', path: '/products/colors/{id}', status: 200 }),
      expect.objectContaining({ ...who, method: 'POST', path: '/products/colors', status: 201 }),
    ]);
    for (const entry of log.items) {
      expect(entry.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    const mine = await logOf(`actorId=${adminId}&limit=5`);
    expect(mine.items.slice(0, 2).map((e) => e.method)).toEqual(['DELETE', 'POST']);
  });

  it('records a refused write with its status, and not a request it could not read', async () => {
    const missing = randomUUID();
    expect((await admin.call('DELETE', `/products/colors/${missing}`)).status).toBe(404);
    expect((await admin.call('PATCH', `/products/colors/${missing}`, { hex: 'red' })).status).toBe(400);
    const log = await logOf(`entityId=${missing}`);
    expect(log.items).toEqual([expect.objectContaining({ method: 'DELETE', status: 404, actorId: adminId })]);
  });

  it('takes the address only from the gateway: one written into a NATS message is left out', async () => {
    const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    try {
      const forged = { ip: '203.0.113.66', userAgent: `forger/${t}`, stamp: 'dev-stamp-2026.AAAA' };
      const color = await services.request<Color>(
        SUBJECTS.catalog.colors.create,
        { body: { name: `رنگ جعلی ${t}`, hex: '#654321' }, client: forged },
        SYSTEM_ADMIN,
      );
      const [entry] = (await logOf(`entityId=${color.id}`)).items;
      expect(entry).toMatchObject({ method: 'POST', ip: null, userAgent: null });
    } finally {
      await services.close();
    }
  });

  it('is for admins only', async () => {
    const customer = await customerApi(stack);
    for (const client of [customer, new ApiClient(stack.urls.api)]) {
      const res = await client.call('GET', '/catalog/audit-log');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Admin Authorization failed');
    }
    expect((await admin.call('GET', '/catalog/audit-log?limit=500')).status).toBe(400);
  });
});
