import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { CustomerDiscount, Discount, DiscountBreakdown, Page } from '@ela/contracts';
import { ApiClient, adminApi, databaseUrl, startTestStack } from '@ela/stack';
import { customerWithId, halfMeterFabric, tag } from './orders-fixtures';

jest.setTimeout(90_000);

type TestStack = Awaited<ReturnType<typeof startTestStack>>;
let stack: TestStack;
let admin: ApiClient;
let alice: { api: ApiClient; id: string };
let bob: { api: ApiClient; id: string };
let ids: Record<'plain' | 'sale', string>;
const t = tag().toUpperCase();
const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeAll(async () => {
  stack = await startTestStack(['auth', 'catalog', 'orders', 'gateway']);
  admin = await adminApi(stack);
  [alice, bob] = [await customerWithId(stack), await customerWithId(stack)];
  const fabric = await halfMeterFabric(admin, t, {
    plain: { price: 350_000, stock: 10 },
    sale: { price: 500_000, salePrice: 400_000, stock: 5 },
  });
  ids = { plain: fabric.byName.plain!.id, sale: fabric.byName.sale!.id };
  // Alice's basket: 3 half meters at 350,000 and 2 at the sale price 400,000 = 1,850,000.
  await alice.api.call('POST', '/basket/create', {
    lines: [
      { inventoryId: ids.plain, quantity: 3 },
      { inventoryId: ids.sale, quantity: 2 },
    ],
  });
});
afterAll(() => stack?.dispose());

/** Changes only a test can make until orders redeem codes: uses taken so far. */
async function sql(text: string, values: unknown[]): Promise<void> {
  const client = new Client({
    connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_orders`),
  });
  await client.connect();
  await client.query(text, values).finally(() => client.end());
}

async function define(name: string, over: Record<string, unknown> = {}): Promise<Discount> {
  const res = await admin.call<Discount>('POST', '/discount', {
    code: `${name}-${t}`,
    title: `تخفیف ${name}`,
    kind: 'percent',
    value: 10,
    startsAt: at(-hour),
    endsAt: at(24 * hour),
    ...over,
  });
  if (res.status !== 201) throw new Error(`discount: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

// Typed loosely: the same call answers a breakdown or an error.
const calculate = (api: ApiClient, body: Record<string, unknown>) =>
  api.call<DiscountBreakdown & { error?: string; message?: string }>('POST', '/discount/calculate', body);

describe('discount codes', () => {
  it('are defined with defaults, read and listed by admins', async () => {
    const d = await define('spring', { code: `spring-${t}`.toLowerCase(), maxDiscount: 150_000 });
    expect(d).toMatchObject({
      code: `SPRING-${t}`,
      minBasket: 0,
      usageLimit: null,
      perCustomerLimit: 1,
      used: 0,
      customerIds: null,
    });
    expect((await admin.call('GET', `/discount/${d.id}`)).body).toEqual(d);
    const all = await admin.call<Page<Discount>>('GET', `/discount/all?q=${t}&state=active`);
    expect(all.status).toBe(200);
    expect(all.body.items.map((x) => x.id)).toContain(d.id);
    const taken = await admin.call('POST', '/discount', {
      code: d.code,
      title: 'دوباره',
      kind: 'fixed',
      value: 1000,
      startsAt: d.startsAt,
      endsAt: d.endsAt,
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'ORDERS.DISCOUNT_CODE_TAKEN' } });
  });

  it('refuse terms that do not go together, on create and after a change', async () => {
    const base = { code: `BAD-${t}`, title: 'بد', startsAt: at(0), endsAt: at(hour) };
    const cases = [
      { ...base, kind: 'percent', value: 101 },
      { ...base, kind: 'fixed', value: 1000, maxDiscount: 10 },
      { ...base, kind: 'fixed', value: 1000, endsAt: at(-hour) },
      { ...base, kind: 'fixed', value: 0 },
      { ...base, kind: 'fixed', value: 1000, code: 'a b' },
    ];
    for (const body of cases) expect((await admin.call('POST', '/discount', body)).status).toBe(400);
    const d = await define('fix', { kind: 'fixed', value: 50_000 });
    const res = await admin.call('PATCH', `/discount/${d.id}`, { kind: 'percent' });
    expect(res).toMatchObject({ status: 400, body: { details: [{ field: 'body.value' }] } });
    const ok = await admin.call<Discount>('PATCH', `/discount/${d.id}`, { value: 60_000, title: 'شصت هزار' });
    expect(ok.body).toMatchObject({ value: 60_000, title: 'شصت هزار', kind: 'fixed' });
  });

  it('give the exact breakdown of the caller’s basket: sale first, then a capped percentage', async () => {
    await define('capped', { value: 20, maxDiscount: 300_000 });
    const res = await calculate(alice.api, { code: `capped-${t}` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subtotal: 2_050_000,
      saleSavings: 200_000,
      basketTotal: 1_850_000,
      discount: 300_000,
      total: 1_550_000,
    });
    const lines = await calculate(alice.api, {
      code: `capped-${t}`,
      lines: [{ inventoryId: ids.plain, quantity: 1 }],
    });
    expect(lines.body).toMatchObject({ basketTotal: 350_000, discount: 70_000, total: 280_000 });
    await define('odd', { value: 7 });
    expect((await calculate(alice.api, { code: `ODD-${t}` })).body.discount).toBe(129_500);
    await define('huge', { kind: 'fixed', value: 5_000_000 });
    expect((await calculate(alice.api, { code: `HUGE-${t}` })).body).toMatchObject({
      discount: 1_850_000,
      total: 0,
    });
  });

  it('refuse each reason a code cannot be used, in Persian with a stable code', async () => {
    await define('late', { startsAt: at(-2 * hour), endsAt: at(-hour) });
    await define('early', { startsAt: at(hour), endsAt: at(2 * hour) });
    await define('min', { minBasket: 2_000_000 });
    await define('gift', { customerIds: [bob.id] });
    const gone = await define('gone', { usageLimit: 3 });
    await sql('UPDATE discount SET used = 3 WHERE id = $1', [gone.id]);
    const mine = await define('once');
    await sql(
      'INSERT INTO discount_redemption (discount_id, customer_id, nth, amount) VALUES ($1, $2, 1, 1)',
      [mine.id, alice.id],
    );
    const expected: [string, number, string][] = [
      ['late', 409, 'ORDERS.DISCOUNT_EXPIRED'],
      ['early', 409, 'ORDERS.DISCOUNT_NOT_STARTED'],
      ['min', 409, 'ORDERS.DISCOUNT_BELOW_MINIMUM'],
      // Someone else's gift is answered as a code that does not exist (no guessing which is which).
      ['gift', 404, 'ORDERS.DISCOUNT_NOT_FOUND'],
      ['gone', 409, 'ORDERS.DISCOUNT_USED_UP'],
      ['once', 409, 'ORDERS.DISCOUNT_CUSTOMER_LIMIT'],
      ['nothing', 404, 'ORDERS.DISCOUNT_NOT_FOUND'],
    ];
    for (const [name, status, error] of expected) {
      const res = await calculate(alice.api, { code: `${name}-${t}` });
      expect([name, res.status, res.body.error]).toEqual([name, status, error]);
      expect(res.body.message).toMatch(/[آ-ی]/);
    }
    const inState = async (state: string) =>
      (
        await admin.call<Page<Discount>>('GET', `/discount/all?q=${t}&state=${state}&limit=100`)
      ).body.items.map((d) => d.code.split('-')[0]);
    expect(await inState('expired')).toEqual(['LATE']);
    expect(await inState('scheduled')).toEqual(['EARLY']);
    expect(await inState('used_up')).toEqual(['GONE']);
    expect(await inState('active')).toEqual(expect.arrayContaining(['MIN', 'GIFT', 'ONCE', 'CAPPED']));
    const { api: carol } = await customerWithId(stack);
    const empty = await calculate(carol, { code: `capped-${t}` });
    expect(empty).toMatchObject({ status: 409, body: { error: 'ORDERS.BASKET_EMPTY' } });
  });

  it("list a customer's gifts: codes for everyone and their own, usable now, never another's", async () => {
    const forAlice = await define('forAlice', { customerIds: [alice.id], perCustomerLimit: 2 });
    const mine = await alice.api.call<CustomerDiscount[]>('GET', '/discount/userDiscounts');
    expect(mine.status).toBe(200);
    const codes = mine.body.map((d) => d.code).filter((c) => c.endsWith(t));
    expect(codes).toContain(`FORALICE-${t}`);
    expect(codes).toContain(`CAPPED-${t}`);
    for (const hidden of ['GIFT', 'LATE', 'EARLY', 'GONE', 'ONCE'])
      expect(codes).not.toContain(`${hidden}-${t}`);
    expect(mine.body.find((d) => d.id === forAlice.id)).toMatchObject({ personal: true, usesLeft: 2 });
    const bobs = (await bob.api.call<CustomerDiscount[]>('GET', '/discount/userDiscounts')).body.map(
      (d) => d.code,
    );
    expect(bobs).toContain(`GIFT-${t}`);
    expect(bobs).not.toContain(`FORALICE-${t}`);
    const byUser = await admin.call<Page<Discount>>('GET', `/discount/findAllByUsers?customerId=${alice.id}`);
    expect(byUser.body.items.map((d) => d.code)).toEqual([`FORALICE-${t}`]);
    const gifts = await admin.call<Page<Discount>>('GET', `/discount/findAllByUsers?q=${t}`);
    expect(gifts.body.items.map((d) => d.code).sort()).toEqual([`FORALICE-${t}`, `GIFT-${t}`]);
  });

  it('are withdrawn by admins: gone from reads and from use, the code free again', async () => {
    const d = await define('bye');
    expect((await admin.call('DELETE', `/discount/${d.id}`)).body).toEqual({ deleted: true });
    expect((await admin.call('GET', `/discount/${d.id}`)).status).toBe(404);
    expect((await admin.call('DELETE', `/discount/${d.id}`)).status).toBe(404);
    expect((await calculate(alice.api, { code: d.code })).status).toBe(404);
    expect((await define('bye')).code).toBe(d.code);
    expect((await admin.call('GET', `/discount/${randomUUID()}`)).body.error).toBe(
      'ORDERS.DISCOUNT_NOT_FOUND',
    );
  });

  it('let only admins manage codes and only customers use them', async () => {
    const anyone = new ApiClient(stack.urls.api);
    const id = randomUUID();
    const adminOnly: [string, string][] = [
      ['POST', '/discount'],
      ['GET', '/discount/all'],
      ['GET', '/discount/findAllByUsers'],
      ['GET', `/discount/${id}`],
      ['PATCH', `/discount/${id}`],
      ['DELETE', `/discount/${id}`],
      ['GET', '/orders/audit-log'],
    ];
    for (const [method, path] of adminOnly) {
      expect([
        method,
        path,
        (await alice.api.call(method, path, method === 'GET' ? undefined : {})).status,
      ]).toEqual([method, path, 401]);
      expect((await anyone.call(method, path)).status).toBe(401);
    }
    for (const [method, path] of [
      ['GET', '/discount/userDiscounts'],
      ['POST', '/discount/calculate'],
    ] as const) {
      expect((await anyone.call(method, path)).status).toBe(401);
      expect((await admin.call(method, path, method === 'GET' ? undefined : { code: 'XYZ' })).status).toBe(
        401,
      );
    }
  });

  it("are recorded in the orders service's audit log", async () => {
    const d = await define('audited');
    const log = await admin.call('GET', `/orders/audit-log?entityId=${d.id}`);
    expect(log.status).toBe(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({ method: 'POST', path: '/discount', status: 201 }),
    ]);
  });
});
