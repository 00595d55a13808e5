import { randomUUID } from 'node:crypto';
import { SUBJECTS, type AddressForOrder } from '@ela/contracts';
import {
  ApiClient,
  SYSTEM_ADMIN,
  ServiceClient,
  latestCode,
  outboxMessages,
  refreshCookieOf,
  startTestStack,
} from '@ela/stack';
import { spendLongAgo } from './refresh-tokens-db';

jest.setTimeout(60_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let outbox: string;
let phoneSeq = 0;
const runId = Math.floor(Math.random() * 9000) + 1000;

/** A fresh customer number per test, so per-number limits never collide. */
const newPhone = () => `0935${runId}${String(phoneSeq++).padStart(3, '0')}`;
const intl = (phone: string) => `+98${phone.slice(1)}`;
/**
 * A code's life here: short, so the expiry test waits little, yet long enough for a login beside
 * three other files on a slow machine (at 3 s, a code once expired before the test could use it).
 */
const OTP_TTL_SECONDS = 8;
/** Each test speaks from its own address, so per-address limits stay per test. */
const fromIp = (n: number) =>
  new ApiClient(stack.urls.api, { 'x-forwarded-for': `10.9.${runId % 250}.${n}` });

beforeAll(async () => {
  stack = await startTestStack(['auth', 'gateway'], {
    auth: {
      OTP_TTL_SECONDS: String(OTP_TTL_SECONDS),
      OTP_RESEND_SECONDS: '2',
      OTP_IP_HOURLY_LIMIT: '6',
      LOGIN_IP_HOURLY_LIMIT: '1000',
    },
    gateway: { TRUST_PROXY: 'true' },
  });
  outbox = stack.config.smsOutboxFile;
});
afterAll(() => stack?.dispose());

describe('customer login with a one-time code', () => {
  it('logs a new customer in with the code from the outbox, whatever digits the number is typed in', async () => {
    const api = fromIp(1);
    const phone = newPhone();
    const persianDigits = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    const sent = await api.call('POST', '/otp/send', { phone: persianDigits });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: true, expiresIn: OTP_TTL_SECONDS, resendIn: 2 });
    const [message] = await outboxMessages(outbox, intl(phone));
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message).toHaveProperty('at');

    const login = await api.call('POST', '/auth/loginUser', {
      phone: `+98${phone.slice(1)}`,
      code: message.code,
    });
    expect(login.status).toBe(200);
    // The refresh token is not in the JSON: it comes in the gateway's HttpOnly cookie alone.
    expect(Object.keys(login.body).sort()).toEqual(['access_token', 'user']);
    const cookie = refreshCookieOf(login)!.header;
    expect(cookie).toMatch(
      /^auth\.refresh=[\w-]{43}; Path=\/auth\/refreshUserToken; Expires=.+; HttpOnly; SameSite=Strict$/,
    );
    expect(login.headers.getSetCookie()).toContain(
      'auth.refresh=; Path=/auth/refreshAdminToken; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    );
    expect(login.body.user).toMatchObject({ phone: intl(phone), role: 'user' });
    expect(login.body.user._id).toMatch(/^[0-9a-f-]{36}$/);

    const me = await api.call('POST', '/auth/me', { access_token: `Bearer ${login.body.access_token}` });
    expect(me.status).toBe(200);
    expect(me.body._id).toBe(login.body.user._id);

    const again = await api.call('POST', '/auth/loginUser', { phone, code: message.code });
    expect(again.status).toBe(400);
  });

  it('rejects a number that is not an Iranian mobile with a Persian 400', async () => {
    for (const phone of ['02112345678', '0912123', 'abc']) {
      const res = await fromIp(2).call('POST', '/otp/send', { phone });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('body.phone');
    }
  });

  it('refuses a code that has expired', async () => {
    const api = fromIp(3);
    const phone = newPhone();
    await api.call('POST', '/otp/send', { phone });
    const code = await latestCode(outbox, intl(phone));
    await new Promise((r) => setTimeout(r, OTP_TTL_SECONDS * 1000 + 500));
    const res = await api.call('POST', '/auth/loginUser', { phone, code });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('AUTH.OTP_EXPIRED');
  });

  it('burns the code after five wrong tries', async () => {
    const api = fromIp(4);
    const phone = newPhone();
    await api.call('POST', '/otp/send', { phone });
    const code = await latestCode(outbox, intl(phone));
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await api.call('POST', '/auth/loginUser', { phone, code: wrong })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await api.call('POST', '/auth/loginUser', { phone, code });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('AUTH.OTP_EXPIRED');
  });

  it('refuses a resend too soon, then honours only the newest code', async () => {
    const api = fromIp(5);
    const phone = newPhone();
    await api.call('POST', '/otp/send', { phone });
    const first = await latestCode(outbox, intl(phone));
    const tooSoon = await api.call('POST', '/otp/send', { phone });
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(tooSoon.body.message).toMatch(/ثانیه/);

    await new Promise((r) => setTimeout(r, 2100));
    expect((await api.call('POST', '/otp/send', { phone })).status).toBe(200);
    const messages = await outboxMessages(outbox, intl(phone));
    expect(messages).toHaveLength(2);
    const second = messages[1].code;
    if (first !== second) {
      expect((await api.call('POST', '/auth/loginUser', { phone, code: first })).status).toBe(400);
    }
    expect((await api.call('POST', '/auth/loginUser', { phone, code: second })).status).toBe(200);
  });

  it('limits how many codes one address may ask for', async () => {
    const api = fromIp(6);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await api.call('POST', '/otp/send', { phone: newPhone() })).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a reused one revokes the whole login', async () => {
    const api = fromIp(7);
    const first = await api.login('user', newPhone(), outbox);
    const second = await api.refresh('user', first.refresh_token);
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['access_token', 'user']);
    expect(second.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(second.refreshToken).not.toBe(first.refresh_token);
    expect(second.body.user._id).toBe(first.user._id);
    // The spec's body still works for API clients; the answer's token is in the cookie all the same.
    const third = await api.call('POST', '/auth/refreshUserToken', { refreshToken: second.refreshToken });
    expect(third.status).toBe(200);
    expect(third.body).not.toHaveProperty('refresh_token');

    // Reused long after its grace (moved back in time here), a spent token ends the whole login.
    await spendLongAgo(stack, first.refresh_token);
    const replay = await api.refresh('user', first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.headers.getSetCookie()).toEqual([
      'auth.refresh=; Path=/auth/refreshUserToken; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict',
    ]);
    const afterTheft = await api.refresh('user', refreshCookieOf(third)!.value);
    expect(afterTheft.status).toBe(401);
  });

  it('are bound to their role', async () => {
    const api = fromIp(8);
    const customer = await api.login('user', newPhone(), outbox);
    const res = await api.call('POST', '/auth/refreshAdminToken', { refreshToken: customer.refresh_token });
    expect(res.status).toBe(401);
  });
});

describe('administrators', () => {
  it('get a code only when the number is an admin, with the same answer either way', async () => {
    const api = fromIp(9);
    const stranger = newPhone();
    const res = await api.call('POST', '/otp/sendAdminOtp', { phone: stranger });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sent: true, expiresIn: OTP_TTL_SECONDS, resendIn: 2 });
    expect(await outboxMessages(outbox, intl(stranger))).toHaveLength(0);
    expect((await api.call('POST', '/auth/loginAdmin', { phone: stranger, code: '123456' })).status).toBe(
      400,
    );
  });

  it('log in separately; their token opens admin routes and not customer ones', async () => {
    const api = fromIp(11);
    const phone = newPhone();
    const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    await services.request(
      SUBJECTS.auth.admins.ensure,
      { body: { phone, name: 'مدیر آزمون' } },
      SYSTEM_ADMIN,
    );
    await services.close();
    const admin = await api.login('admin', phone, outbox);
    expect(admin.user.role).toBe('admin');
    const asAdmin = api.as(admin.access_token);
    const search = await asAdmin.call('GET', `/Users/search-users/${encodeURIComponent('۰۹۳۵' + runId)}`);
    expect(search.status).toBe(200);
    expect(search.body.length).toBeGreaterThan(0);
    expect(search.body.every((u: { phone: string }) => u.phone.startsWith(`+98935${runId}`))).toBe(true);
    expect((await asAdmin.call('GET', '/Users/currentUserData')).status).toBe(401);
    const refreshed = await api.refresh('admin', admin.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await api.refresh('user', refreshed.refreshToken!)).status).toBe(401);
  });
});

describe('guards between roles', () => {
  let customer: ApiClient;
  let otherCustomer: ApiClient;

  beforeAll(async () => {
    const api = fromIp(10);
    customer = api.as((await api.login('user', newPhone(), outbox)).access_token);
    otherCustomer = api.as((await api.login('user', newPhone(), outbox)).access_token);
  });

  it('refuses a customer token on an admin route with the admin message', async () => {
    const res = await customer.call('GET', '/Users/search-users/0935');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Admin Authorization failed');
  });

  it('refuses user routes without a token and with a forged one', async () => {
    expect((await fromIp(10).call('GET', '/Users/currentUserData')).status).toBe(401);
    expect((await fromIp(10).as('not.a.token').call('GET', '/Users/currentUserData')).status).toBe(401);
  });

  it('edits only the caller’s own profile, checking the national code', async () => {
    const bad = await customer.call('PATCH', '/Users', { nationalCode: '1234567890' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('body.nationalCode');
    const good = await customer.call('PATCH', '/Users', { firstName: 'مریم', nationalCode: '۰۴۹۹۳۷۰۸۹۹' });
    expect(good.status).toBe(200);
    expect(good.body).toMatchObject({ firstName: 'مریم', nationalCode: '0499370899' });
    const current = await customer.call('GET', '/Users/currentUserData');
    expect(current.body.firstName).toBe('مریم');
    expect((await otherCustomer.call('GET', '/Users/currentUserData')).body.firstName).toBeNull();
  });

  it('keeps addresses private to their owner', async () => {
    const provinces = await customer.call('GET', '/address/provinces');
    expect(provinces.body).toHaveLength(31);
    const tehran = provinces.body.find((p: { name: string }) => p.name === 'تهران');
    const cities = await customer.call('GET', `/address/cities/${tehran.id}`);
    const city = cities.body.find((c: { name: string }) => c.name === 'تهران');

    const address = {
      title: 'خانه',
      receiverName: 'مریم رضایی',
      receiverPhone: '09351112233',
      provinceId: tehran.id,
      cityId: city.id,
      street: 'خیابان انقلاب، کوچه بهار',
      postalCode: '۱۲۳۴۵۶۷۸۹۰',
    };
    const created = await customer.call('POST', '/address', address);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      postalCode: '1234567890',
      cityName: 'تهران',
      receiverPhone: '+989351112233',
    });

    expect((await customer.call('GET', `/address/one/${created.body.id}`)).status).toBe(200);
    expect((await otherCustomer.call('GET', `/address/one/${created.body.id}`)).status).toBe(404);
    expect(
      (await otherCustomer.call('PATCH', `/address/one/${created.body.id}`, { title: 'x' })).status,
    ).toBe(404);
    expect((await otherCustomer.call('DELETE', `/address/one/${created.body.id}`)).status).toBe(404);
    expect((await otherCustomer.call('GET', '/address/all')).body).toEqual([]);

    // What orders asks when placing an order: the address and its owner in one request, for the owner only.
    const me = await customer.call('GET', '/Users/currentUserData');
    const stranger = await otherCustomer.call('GET', '/Users/currentUserData');
    const services = await ServiceClient.connect(stack.config.natsUrl, stack.config.natsPrefix);
    try {
      const forOrder = (user: { _id: string }) =>
        services.request<AddressForOrder>(
          SUBJECTS.auth.addresses.forOrder,
          { body: { addressId: created.body.id } },
          { id: user._id, role: 'user' },
        );
      const first = await forOrder(me.body);
      const address = (await customer.call('GET', `/address/one/${created.body.id}`)).body;
      expect(first).toEqual({
        address,
        customer: me.body,
        copy: { version: expect.stringMatching(/^\d+$/), addresses: [address] },
      });
      // Every change of the customer's gives a newer version (the database numbers it).
      await customer.call('PATCH', `/address/one/${created.body.id}`, { unit: '۲' });
      const later = await forOrder(me.body);
      expect(BigInt(later.copy!.version)).toBeGreaterThan(BigInt(first.copy!.version));
      await customer.call('PATCH', `/address/one/${created.body.id}`, { unit: null });
      await expect(forOrder(stranger.body)).rejects.toThrow('"statusCode":404');
      // A token of a customer who is no longer here: no address is answered for them.
      await expect(forOrder({ _id: randomUUID() })).rejects.toThrow('"statusCode":401');
    } finally {
      await services.close();
    }

    const wrongCity = await customer.call('POST', '/address', { ...address, cityId: 1001 });
    expect(wrongCity.status).toBe(400);
    const badPostal = await customer.call('POST', '/address', { ...address, postalCode: '12345' });
    expect(badPostal.status).toBe(400);

    const moved = await customer.call('PATCH', `/address/one/${created.body.id}`, { title: 'محل کار' });
    expect(moved.body.title).toBe('محل کار');
    expect((await customer.call('DELETE', `/address/one/${created.body.id}`)).status).toBe(200);
    expect((await customer.call('GET', `/address/one/${randomUUID()}`)).status).toBe(404);
  });

  it('answers 404 for an unknown province', async () => {
    expect((await fromIp(10).call('GET', '/address/cities/99')).status).toBe(404);
  });
});
