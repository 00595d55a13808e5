import { randomBytes, randomUUID } from 'node:crypto';
import type { Discount } from '@ela/contracts';
import { ApiClient, adminApi, freshPhone, startTestStack, type ApiResponse } from '@ela/stack';

jest.setTimeout(90_000);

/**
 * Small limits, and the gateway trusts this machine as a proxy, so a test speaks from any address
 * it names in X-Forwarded-For (as clients behind an ingress reach the gateway).
 */
const LIMITS = {
  gateway: {
    TRUST_PROXY: '127.0.0.1,::1',
    READ_BUDGET_PER_ADDRESS: '12',
    SEARCH_BUDGET_PER_ADDRESS: '5',
    READ_BUDGET_WINDOW_SECONDS: '600',
  },
  orders: {
    DISCOUNT_GUESSES_PER_CUSTOMER: '3',
    DISCOUNT_GUESSES_PER_ADDRESS: '5',
    DISCOUNT_GUESS_WINDOW_SECONDS: '600',
  },
};

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
/** Each test's addresses are its own, and no other run's. */
const net = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const from = (host: number) => ({ 'x-forwarded-for': `${net}.${host}` });
const t = randomBytes(3).toString('hex').toUpperCase();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway'], LIMITS);
  admin = await adminApi(stack);
});
afterAll(() => stack?.dispose());

async function customer(): Promise<{ api: ApiClient; id: string }> {
  const api = new ApiClient(stack.urls.api);
  const session = await api.login('user', freshPhone(), stack.config.smsOutboxFile);
  return { api: api.as(session.access_token), id: session.user._id };
}

async function define(code: string, over: Record<string, unknown> = {}): Promise<Discount> {
  const res = await admin.call<Discount>('POST', '/discount', {
    code,
    title: `تخفیف ${code}`,
    kind: 'percent',
    value: 10,
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    ...over,
  });
  if (res.status !== 201) throw new Error(`discount: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const tryCode = (api: ApiClient, code: string, host: number) =>
  api.call('POST', '/discount/calculate', { code }, from(host));

/** A 429 as the limits answer it: the wait in seconds, in the header and in Persian. */
function expectThrottled(res: ApiResponse<{ error?: string; message?: string }>): void {
  expect(res.status).toBe(429);
  expect(res.body.error).toBe('TOO_MANY_REQUESTS');
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(res.body.message).toMatch(/[آ-ی]/);
  expect(res.body.message).toContain(String(seconds));
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('guessing discount codes', () => {
  it('answers an unknown code and another customer’s gift alike', async () => {
    const [owner, other] = [await customer(), await customer()];
    await define(`GIFT-${t}`, { customerIds: [owner.id] });
    const unknown = await tryCode(other.api, `NOPE-${t}`, 1);
    const gift = await tryCode(other.api, `GIFT-${t}`, 1);
    expect(unknown.status).toBe(404);
    expect(gift.status).toBe(unknown.status);
    expect(gift.body).toEqual(unknown.body);
    expect(unknown.body.message).toMatch(/[آ-ی]/);
    // Its owner is told about the code itself (here: nothing in the basket to take it off).
    expect((await tryCode(owner.api, `GIFT-${t}`, 1)).body.error).toBe('ORDERS.BASKET_EMPTY');
  });

  it('stops one customer at the limit from any address, even with a right code, and at checkout', async () => {
    const alice = await customer();
    await define(`RIGHT-${t}`);
    // Tries that find a code are not counted, however many.
    for (let i = 0; i < 5; i++)
      expect((await tryCode(alice.api, `RIGHT-${t}`, 10)).body.error).toBe('ORDERS.BASKET_EMPTY');
    for (let i = 0; i < 3; i++) expect((await tryCode(alice.api, `WRONG${i}-${t}`, 10)).status).toBe(404);
    expectThrottled(await tryCode(alice.api, `WRONG9-${t}`, 10));
    expectThrottled(await tryCode(alice.api, `RIGHT-${t}`, 11));
    const order = await alice.api.call(
      'POST',
      '/order',
      { addressId: randomUUID(), shippingMethod: 'Post', gateway: 'MockTest', discountCode: `RIGHT-${t}` },
      from(12),
    );
    expectThrottled(order);
  });

  it('stops one address at its limit, whoever is logged in, and leaves other addresses alone', async () => {
    const [bob, carol, dave] = [await customer(), await customer(), await customer()];
    for (let i = 0; i < 3; i++) expect((await tryCode(bob.api, `B${i}-${t}`, 20)).status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await tryCode(carol.api, `C${i}-${t}`, 20)).status).toBe(404);
    expectThrottled(await tryCode(carol.api, `C9-${t}`, 20));
    expectThrottled(await tryCode(dave.api, `D0-${t}`, 20));
    expect((await tryCode(dave.api, `D0-${t}`, 21)).status).toBe(404);
  });
});

describe('reading and searching', () => {
  const search = (host: number, q: string, api = new ApiClient(stack.urls.api)) =>
    api.call('GET', `/search/header-search?q=${encodeURIComponent(q)}`, undefined, from(host));

  it('stops a burst of searches at the budget while another address searches on', async () => {
    const answers = await Promise.all(Array.from({ length: 9 }, (_, i) => search(30, `مخمل ${t} ${i}`)));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = answers.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(4);
    for (const res of refused) expectThrottled(res);
    expect((await search(31, `مخمل ${t}`)).status).toBe(200);
    // The shop's pages, on another origin, may read the wait too.
    const browser = await new ApiClient(stack.urls.api).call(
      'GET',
      `/search/header-search?q=${t}b`,
      undefined,
      { ...from(30), origin: stack.urls.shell },
    );
    expectThrottled(browser);
    expect(browser.headers.get('access-control-expose-headers')).toContain('retry-after');
    // A listing filtered by text is a search too; the same listing without one is a read.
    const listing = (q: string) =>
      new ApiClient(stack.urls.api).call('GET', `/products/get-all?${q}`, undefined, from(30));
    expectThrottled(await listing(`q=${t}x`));
    expect((await listing(`limit=7`)).status).toBe(200);
  });

  it('does not count answers the edge cache gives', async () => {
    const anyone = new ApiClient(stack.urls.api);
    const sources: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await anyone.call('GET', '/categories/tree-mode', undefined, from(40));
      expect(res.status).toBe(200);
      sources.push(String(res.headers.get('x-cache')));
    }
    expect(sources.filter((s) => s === 'hit').length).toBeGreaterThanOrEqual(29);
    // Past the cache the same address still has nearly all of its budget of 12.
    for (let i = 0; i < 11; i++)
      expect(
        (await anyone.call('GET', `/products/find-one/${randomUUID()}`, undefined, from(40))).status,
      ).toBe(404);
    expectThrottled(await anyone.call('GET', `/products/find-one/${randomUUID()}`, undefined, from(40)));
  });

  it("nor those the gateway's copy of the listings gives", async () => {
    const anyone = new ApiClient(stack.urls.api);
    const sources: string[] = [];
    // Thirty different listings, past a budget of 12: only those the catalog answers spend it (the
    // copy may be behind at first, after the other tests' writes).
    for (let i = 0; i < 30; i++) {
      const res = await anyone.call(
        'GET',
        `/products/get-all?limit=${1 + i}&sort=oldest`,
        undefined,
        from(41),
      );
      expect(res.status).toBe(200);
      sources.push(String(res.headers.get('x-cache')));
    }
    expect(sources.filter((s) => s === 'copy').length).toBeGreaterThanOrEqual(25);
  });

  it('does not hold the panel to the public budget', async () => {
    for (let i = 0; i < 5; i++) expect((await search(50, `پرده ${t} ${i}`)).status).toBe(200);
    expectThrottled(await search(50, `پرده ${t} 9`));
    expect((await search(50, `پرده ${t} 10`, admin)).status).toBe(200);
  });
});
