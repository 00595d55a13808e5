import { randomUUID } from 'node:crypto';
import { ROUTES, SUBJECTS, type RouteDef } from '@ela/contracts';
import { ApiClient, SYSTEM_ADMIN, ServiceClient, startTestStack } from '@ela/stack';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let anonymous: ApiClient;
let customer: ApiClient;
let admin: ApiClient;

/** A concrete URL for a row: every `{param}` becomes a well-formed id. */
const urlOf = (route: RouteDef) => route.path.replace(/\{\w+\}/g, randomUUID());

beforeAll(async () => {
  stack = await startTestStack(['auth', 'gateway']);
  anonymous = new ApiClient(stack.urls.api);
  const outbox = stack.config.smsOutboxFile;
  const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  await services.request(
    SUBJECTS.auth.admins.ensure,
    { body: { phone: `0936${suffix}1`, name: null } },
    SYSTEM_ADMIN,
  );
  await services.close();
  customer = anonymous.as((await anonymous.login('user', `0936${suffix}0`, outbox)).access_token);
  admin = anonymous.as((await anonymous.login('admin', `0936${suffix}1`, outbox)).access_token);
});
afterAll(() => stack?.dispose());

const rows: readonly RouteDef[] = ROUTES;
const adminRows = rows.filter((r) => r.access === 'admin');
const userRows = rows.filter((r) => r.access === 'user');

describe('the route table is enforced on the server', () => {
  it('has admin and customer rows to check', () => {
    expect(adminRows.length).toBeGreaterThan(0);
    expect(userRows.length).toBeGreaterThan(0);
  });

  it.each(adminRows.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'refuses %s to strangers and customers',
    async (_name, route) => {
      for (const client of [anonymous, customer]) {
        const res = await client.call(route.method, urlOf(route), route.body ? {} : undefined);
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Admin Authorization failed');
      }
    },
  );

  it.each(userRows.map((r) => [`${r.method} ${r.path}`, r] as const))(
    'refuses %s to strangers and to admin tokens',
    async (_name, route) => {
      for (const client of [anonymous, admin]) {
        const res = await client.call(route.method, urlOf(route), route.body ? {} : undefined);
        expect(res.status).toBe(401);
      }
    },
  );
});

describe('browsers on the shop origin', () => {
  it('may send every method the API uses, with a bearer token', async () => {
    for (const method of ['PATCH', 'PUT', 'DELETE', 'POST']) {
      const res = await fetch(`${stack.urls.api}/products/colors/${randomUUID()}`, {
        method: 'OPTIONS',
        headers: {
          origin: stack.urls.shell,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(stack.urls.shell);
      expect(res.headers.get('access-control-allow-methods')).toContain(method);
    }
  });

  it('are refused from other origins', async () => {
    const res = await fetch(`${stack.urls.api}/products/get-all`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
