import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { databaseUrl, dropDatabase, ensureDatabase } from '@ela/stack';
import type { ServiceError } from '@ela/service-kit';
import { migrateLocked, postgresOptions } from '@ela/service-kit';
import { DiscountEntity } from '../src/discounts/discount.entity';
import { DiscountsRepository } from '../src/discounts/discounts.repository';
import { RedemptionsRepository } from '../src/discounts/redemptions.repository';
import { DiscountRedemptions } from '../src/discounts/discount-redemptions';
import { CreateDiscounts1765200000000 } from '../src/migrations/1765200000000-create-discounts';
import { RedemptionOrder1768300000000 } from '../src/migrations/1768300000000-redemption-order';

jest.setTimeout(60_000);

// Redeeming on real PostgreSQL, as order placement will call it: inside the order's transaction.
const server = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `ela_test_redeem_${randomBytes(4).toString('hex')}`;
let db: DataSource;
let redemptions: DiscountRedemptions;

beforeAll(async () => {
  await ensureDatabase(server, name);
  const options = postgresOptions(
    databaseUrl(server, name),
    [DiscountEntity],
    [CreateDiscounts1765200000000, RedemptionOrder1768300000000],
  );
  db = await new DataSource({ ...options, extra: { max: 25 } }).initialize();
  await migrateLocked(db);
  redemptions = new DiscountRedemptions(
    new DiscountsRepository(db.getRepository(DiscountEntity)),
    new RedemptionsRepository(db),
  );
});
afterAll(async () => {
  await db?.destroy();
  await dropDatabase(server, name);
});

async function makeCode(terms: { usageLimit: number | null; used: number; perCustomerLimit: number | null }) {
  const code = `C${randomBytes(4).toString('hex')}`.toUpperCase();
  await db.query(
    `INSERT INTO discount (code, title, kind, value, starts_at, ends_at, usage_limit, per_customer_limit, used)
     VALUES ($1, 'آزمایش', 'percent', 10, now() - interval '1 day', now() + interval '1 day', $2, $3, $4)`,
    [code, terms.usageLimit, terms.perCustomerLimit, terms.used],
  );
  return code;
}

/** Each attempt is an order's transaction: it commits only if redeeming succeeded. */
const attempt = (code: string, customerId: string) =>
  db
    .transaction((tx) =>
      redemptions.redeem(tx, { code, customerId, basketTotal: 1_000_000, orderId: randomUUID() }),
    )
    .then(
      (redeemed) => ({ ok: true as const, redeemed }),
      (error: unknown) => ({
        ok: false as const,
        error: (error as ServiceError).body?.error ?? String(error),
      }),
    );

const usedOf = async (code: string) =>
  ((await db.query('SELECT used FROM discount WHERE code = $1', [code])) as { used: number }[])[0]!.used;

describe('redeeming a discount code', () => {
  it('gives the last use to exactly one of 20 customers asking at once', async () => {
    const code = await makeCode({ usageLimit: 5, used: 4, perCustomerLimit: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt(code, randomUUID())));
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    expect(won[0]).toMatchObject({ redeemed: { amount: 100_000, code } });
    expect(new Set(results.filter((r) => !r.ok).map((r) => (r.ok ? '' : r.error)))).toEqual(
      new Set(['ORDERS.DISCOUNT_USED_UP']),
    );
    expect(await usedOf(code)).toBe(5);
    const rows = (await db.query(
      'SELECT r.customer_id FROM discount_redemption r JOIN discount d ON d.id = r.discount_id WHERE d.code = $1',
      [code],
    )) as unknown[];
    expect(rows).toHaveLength(1);
  });

  it("gives one customer's single use once, however many orders race for it", async () => {
    const code = await makeCode({ usageLimit: null, used: 0, perCustomerLimit: 1 });
    const customerId = randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => attempt(code, customerId)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await usedOf(code)).toBe(1);
    expect(await attempt(code, customerId)).toEqual({ ok: false, error: 'ORDERS.DISCOUNT_CUSTOMER_LIMIT' });
  });

  it('takes nothing when the order rolls back afterwards', async () => {
    const code = await makeCode({ usageLimit: 1, used: 0, perCustomerLimit: 1 });
    await expect(
      db.transaction(async (tx) => {
        await redemptions.redeem(tx, {
          code,
          customerId: randomUUID(),
          basketTotal: 500_000,
          orderId: randomUUID(),
        });
        throw new Error('payment window could not be opened');
      }),
    ).rejects.toThrow('payment window');
    expect(await usedOf(code)).toBe(0);
    expect(await attempt(code, randomUUID())).toMatchObject({ ok: true, redeemed: { amount: 100_000 } });
  });
});
