import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { UNSETTLED_PAYMENT_STATES } from '@ela/contracts';
import { databaseUrl } from '@ela/stack';
import type { ChaosStack } from './chaos-stack';

export interface Waiting {
  placedOrders: number;
  unsettledPayments: number;
  unpublishedEvents: number;
  /** Paid payments of cancelled orders: their consumer has yet to give the money back. */
  refundsDue: number;
}

const idle = (w: Waiting) => w.placedOrders + w.unsettledPayments + w.unpublishedEvents + w.refundsDue === 0;

/**
 * Waits until no order waits for payment, no payment for a bank or for orders, no event for its
 * relay and no cancelled order's money for its refund, twice in a row a poll apart; or until
 * `boundMs` has passed. Answers what still waited (the invariants then name what never came).
 */
export async function waitForQuiet(
  stack: ChaosStack,
  boundMs: number,
  say: (line: string) => void,
): Promise<{ quiet: boolean; waitedMs: number; left: Waiting }> {
  const started = Date.now();
  const db = (service: string) =>
    new Client({
      connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_${service}`),
    });
  const clients = { payments: db('payments'), orders: db('orders'), catalog: db('catalog') };
  await Promise.all(Object.values(clients).map((c) => c.connect()));
  try {
    const hasState =
      (
        await clients.payments.query(
          "SELECT 1 FROM information_schema.columns WHERE table_name = 'payment' AND column_name = 'state'",
        )
      ).rowCount === 1;
    const read = async (): Promise<Waiting> => {
      const one = async (c: Client, sql: string, params: unknown[] = []) =>
        Number((await c.query(sql, params)).rows[0].n);
      const unpublished = 'SELECT count(*) AS n FROM outbox_event WHERE published_at IS NULL';
      return {
        placedOrders: await one(
          clients.orders,
          "SELECT count(*) AS n FROM customer_order WHERE status = 'placed'",
        ),
        unsettledPayments: hasState
          ? await one(clients.payments, 'SELECT count(*) AS n FROM payment WHERE state = ANY($1)', [
              [...UNSETTLED_PAYMENT_STATES],
            ])
          : await one(
              clients.payments,
              "SELECT count(*) AS n FROM payment WHERE status IN ('Initial', 'Pending') OR reversal = 'requested'",
            ),
        unpublishedEvents:
          (await one(clients.payments, unpublished)) +
          (await one(clients.orders, unpublished)) +
          (await one(clients.catalog, unpublished)),
        refundsDue: hasState ? await refundsDue(clients) : 0,
      };
    };
    let calm = 0;
    let left = await read();
    let lastSaid = 0;
    while (Date.now() - started < boundMs) {
      left = await read();
      calm = idle(left) ? calm + 1 : 0;
      if (calm >= 2) return { quiet: true, waitedMs: Date.now() - started, left };
      if (Date.now() - lastSaid > 10_000) {
        say(`waiting for quiet: ${JSON.stringify(left)}`);
        lastSaid = Date.now();
      }
      await sleep(2000);
    }
    return { quiet: false, waitedMs: Date.now() - started, left };
  } finally {
    await Promise.all(Object.values(clients).map((c) => c.end()));
  }
}

/** Payments still `paid` whose order was cancelled (two databases, so asked in two steps). */
async function refundsDue(clients: { orders: Client; payments: Client }): Promise<number> {
  const cancelled = await clients.orders.query<{ payment_id: string }>(
    "SELECT payment_id FROM customer_order WHERE status = 'cancelled' AND payment_id IS NOT NULL",
  );
  if (cancelled.rowCount === 0) return 0;
  const paid = await clients.payments.query<{ n: string }>(
    "SELECT count(*) AS n FROM payment WHERE state = 'paid' AND id = ANY($1::uuid[])",
    [cancelled.rows.map((row) => row.payment_id)],
  );
  return Number(paid.rows[0].n);
}
