import { randomUUID } from 'node:crypto';
import { SUBJECTS } from '@ela/contracts';
import {
  ApiClient,
  SYSTEM_ADMIN,
  ServiceClient,
  freshPhone,
  startTestStack,
  type ApiResponse,
} from '@ela/stack';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let services: ServiceClient;
let api: ApiClient;

beforeAll(async () => {
  // Several logins per number here; the per-number resend wait would only slow the test down.
  stack = await startTestStack(
    ['auth', 'catalog', 'gateway'],
    { auth: { OTP_RESEND_SECONDS: '1' } },
    { ownProcess: ['auth'] },
  );
  services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
  api = new ApiClient(stack.urls.api);
});
afterAll(async () => {
  await services?.close();
  await stack?.dispose();
});

const ensureAdmin = (phone: string) =>
  services.request(SUBJECTS.auth.admins.ensure, { body: { phone, name: null } }, SYSTEM_ADMIN);
const deactivate = (phone: string) =>
  services.request(SUBJECTS.auth.admins.deactivate, { body: { phone } }, SYSTEM_ADMIN);
const adminCall = (token: string) => api.as(token).call('GET', '/Users/search-users/0912');

/** An answer whose body is read only for the error fields. */
type Answer = ApiResponse<{ message?: string; error?: string }>;

/** Calls until `done` holds for the answer or the deadline passes; the last answer either way. */
async function pollUntil(call: () => Promise<Answer>, done: (res: Answer) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  let res = await call();
  while (!done(res) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    res = await call();
  }
  return res;
}

describe('a deactivated admin', () => {
  it('loses their access token within seconds, their refresh token at once, for good', async () => {
    const phone = freshPhone();
    await ensureAdmin(phone);
    const session = await api.login('admin', phone, stack.config.smsOutboxFile);
    expect((await adminCall(session.access_token)).status).toBe(200);

    await deactivate(phone);
    const refreshed = await api.call('POST', '/auth/refreshAdminToken', {
      refreshToken: session.refresh_token,
    });
    expect(refreshed.status).toBe(401);
    const me = await api.call('POST', '/auth/me', { access_token: session.access_token });
    expect(me.status).toBe(401);
    // The gateway may trust its cached status for ADMIN_STATUS_CACHE_MS (5 s); allow twice that.
    const refused = await pollUntil(
      () => adminCall(session.access_token),
      (res) => res.status !== 200,
      10_000,
    );
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Admin Authorization failed');

    // Made an admin again, they log in afresh; the token issued before stays dead.
    await ensureAdmin(phone);
    await new Promise((r) => setTimeout(r, 1100)); // the per-number resend wait set above
    const again = await api.login('admin', phone, stack.config.smsOutboxFile);
    const allowed = await pollUntil(
      () => adminCall(again.access_token),
      (res) => res.status === 200,
      10_000,
    );
    expect(allowed.status).toBe(200);
    expect((await adminCall(session.access_token)).status).toBe(401);
  });
});

describe('the admin subjects on NATS', () => {
  it('deactivate only for an admin token', async () => {
    const phone = freshPhone();
    await ensureAdmin(phone);
    await expect(services.request(SUBJECTS.auth.admins.deactivate, { body: { phone } })).rejects.toThrow(
      /401/,
    );
    const customer = { id: randomUUID(), role: 'user' as const };
    await expect(
      services.request(SUBJECTS.auth.admins.ensure, { body: { phone } }, customer),
    ).rejects.toThrow(/401/);
  });

  it('report an unknown admin id as inactive', async () => {
    const status = await services.request(SUBJECTS.auth.admins.status, { body: { id: randomUUID() } });
    expect(status).toEqual({ active: false, tokenVersion: 0 });
  });
});

describe('GET /auth/jwks', () => {
  it('publishes the public keys only, cacheable', async () => {
    const res = await api.call('GET', '/auth/jwks');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=300\b/);
    expect(res.body.keys.length).toBeGreaterThan(0);
    for (const key of res.body.keys) {
      expect(key).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
      expect(key).not.toHaveProperty('d');
    }
  });
});

// Last: it stops auth.
describe('while auth is down', () => {
  it('admin tokens are refused with a 503 within seconds; public reads go on', async () => {
    const phone = freshPhone();
    await ensureAdmin(phone);
    const admin = api.as((await api.login('admin', phone, stack.config.smsOutboxFile)).access_token);
    // An admin route of another service: catalog checks the token with auth over NATS too.
    const patchColor = () => admin.call('PATCH', `/products/colors/${randomUUID()}`, { name: 'آبی' });
    expect((await patchColor()).status).toBe(404);

    await stack.stopApp('auth');
    const refused = await pollUntil(patchColor, (res) => res.status !== 404, 10_000);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('SERVICE_UNAVAILABLE');
    expect((await api.call('GET', '/products/colors')).status).toBe(200);
  });
});
