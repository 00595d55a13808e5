import { Client } from 'pg';
import type { PaymentGateway, PaymentResult, PlacedOrder } from '@ela/contracts';
import {
  GatewaySim,
  comeBack,
  customerApi,
  databaseUrl,
  startTestStack,
  type ApiClient,
  type SimReturn,
  TEST_ADDRESS,
} from '@ela/stack';
import { orderableInventory } from './orderable-inventory';
import { measure, table } from './measure';
import { startChild } from './child-server';
import { BENCH_PROCESSES } from './bench-processes';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const PER_BUYER = Number(process.env.BENCH_PAYMENTS_PER_BUYER ?? 12);
const REPLAYS = Number(process.env.BENCH_REPLAYS ?? 2);
const GATEWAYS: PaymentGateway[] = ['Zarinpal', 'Parsian', 'MockTest'];

type Stack = Awaited<ReturnType<typeof startTestStack>>;
interface Prepared {
  order: PlacedOrder;
  /** The customer's browser back at the shop: Parsian's form posted to the gateway (not timed). */
  back: () => Promise<void>;
  /** The return page's verify call (timed). */
  verify: () => Promise<{ status: number; body: PaymentResult }>;
}

const percentile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/**
 * Verifying payments with 50 verifies in flight at once, next to NestJS+Fastify answering a fixed
 * JSON in the same run on the same cores. Orders are placed and paid at the gateway simulator
 * first (not timed); then each of 50 workers comes back from the bank for its payments, one after
 * another, and replays each return a few times. Every verify is timed (first ones, which ask the
 * bank, apart from replays). Afterwards every payment, order, event and bank session is checked,
 * and anything that happened other than exactly once is counted as an anomaly.
 */
async function main(): Promise<void> {
  const baseline = await startChild('baseline-nest.js');
  const stack = await startTestStack(
    ['gateway-sim', 'auth', 'catalog', 'orders', 'payments', 'gateway'],
    {
      auth: { OTP_IP_HOURLY_LIMIT: '100000', LOGIN_IP_HOURLY_LIMIT: '100000' },
      gateway: { REQUEST_TIMEOUT_MS: '30000' },
      // Reconciliation would settle payments left waiting while the others are prepared; here only
      // the customers' own returns settle them.
      payments: { RECONCILE_EVERY_MS: '3600000', RECONCILE_AFTER_SECONDS: '86400' },
    },
    BENCH_PROCESSES,
  );
  try {
    const prepared = await prepare(stack);
    const rows = [await measure('baseline nest+fastify fixed', baseline.url, 10, ['/fixed'])];
    const first: number[] = [];
    const replays: number[] = [];
    const results = new Map<string, PaymentResult>();
    let anomalies = 0;
    const note = (what: string) => {
      anomalies += 1;
      if (anomalies <= 10) console.error(`anomaly: ${what}`);
    };
    const started = performance.now();
    const queues = Array.from({ length: CONCURRENCY }, (_, i) =>
      prepared.filter((_, k) => k % CONCURRENCY === i),
    );
    await Promise.all(
      queues.map(async (queue) => {
        for (const p of queue) {
          await p.back();
          for (let round = 0; round <= REPLAYS; round++) {
            const t0 = performance.now();
            const res = await p.verify();
            (round === 0 ? first : replays).push(performance.now() - t0);
            const seen = results.get(p.order.id);
            if (res.status !== 200 || res.body.status !== 'Success')
              note(`order ${p.order.id}: ${res.status} ${JSON.stringify(res.body)}`);
            else if (!seen) results.set(p.order.id, res.body);
            else if (JSON.stringify(seen) !== JSON.stringify(res.body))
              note(`order ${p.order.id}: replay differs`);
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await audit(stack, prepared, results, note);

    first.sort((a, b) => a - b);
    replays.sort((a, b) => a - b);
    console.log(table(rows));
    console.log(
      `\nverify, ${CONCURRENCY} in flight, ${prepared.length} payments (${GATEWAYS.join(', ')} in turn), ` +
        `each returned ${REPLAYS + 1} times: ${first.length + replays.length} verifies in ${seconds.toFixed(1)} s ` +
        `(${((first.length + replays.length) / seconds).toFixed(0)}/s)\n` +
        `  first verify (asks the bank): p50 ${percentile(first, 0.5)} ms, p90 ${percentile(first, 0.9)} ms, ` +
        `p99 ${percentile(first, 0.99)} ms\n` +
        `  replay (answers the first result): p50 ${percentile(replays, 0.5)} ms, p99 ${percentile(replays, 0.99)} ms\n` +
        `  anomalies over the run: ${anomalies}`,
    );
    if (anomalies > 0) process.exitCode = 1;
  } finally {
    baseline.child.kill();
    await stack.dispose();
  }
}

/** Places CONCURRENCY × PER_BUYER orders, pays each at the simulator and keeps its return. */
async function prepare(stack: Stack): Promise<Prepared[]> {
  const inventory = await orderableInventory(stack, 10_000_000);
  const sim = new GatewaySim(stack.urls.gatewaySim);
  const buyers = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, b) => {
      const api = await customerApi(stack);
      const address = await api.call<{ id: string }>('POST', '/address', {
        ...TEST_ADDRESS,
        receiverName: 'مشتری محک',
      });
      const mine: Prepared[] = [];
      for (let n = 0; n < PER_BUYER; n++) {
        const gateway = GATEWAYS[(b + n) % GATEWAYS.length];
        await api.call('POST', '/basket/create', {
          lines: [{ inventoryId: inventory.id, quantity: 1 + (n % 3) }],
        });
        const placed = await api.call<PlacedOrder>('POST', '/order', {
          addressId: address.body.id,
          shippingMethod: 'Post',
          gateway,
        });
        if (placed.status !== 201 || !placed.body.payment.url)
          throw new Error(`order: ${placed.status} ${JSON.stringify(placed.body)}`);
        const url = new URL(placed.body.payment.url);
        const reference = url.searchParams.get('Token') ?? url.pathname.split('/').pop()!;
        const ret = await sim.act(reference, 'pay');
        mine.push({ order: placed.body, ...returnOf(api, ret) });
      }
      return mine;
    }),
  );
  return buyers.flat();
}

/** How the customer comes back: Parsian's form goes to the gateway first, then every gateway's page verifies. */
function returnOf(api: ApiClient, ret: SimReturn): Pick<Prepared, 'back' | 'verify'> {
  if (ret.method === 'GET') return { back: async () => undefined, verify: () => comeBack(api, ret) };
  return {
    back: async () => {
      await fetch(ret.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(ret.form).toString(),
        redirect: 'manual',
      });
    },
    verify: () => api.call<PaymentResult>('POST', '/payment/parsian/verify', { token: ret.form.Token }),
  };
}

/**
 * What must have happened exactly once per payment, read where it is kept: one Success in the
 * payment's history, one success event, the order paid once (one paid event, one timeline entry),
 * its stock committed, the bank asked to verify once, and the amount the order's total.
 */
async function audit(
  stack: Stack,
  prepared: Prepared[],
  results: Map<string, PaymentResult>,
  count: (what: string) => void,
): Promise<void> {
  const db = (service: string) =>
    new Client({
      connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_${service}`),
    });
  const payments = db('payments');
  const orders = db('orders');
  const catalog = db('catalog');
  await Promise.all([payments.connect(), orders.connect(), catalog.connect()]);
  try {
    // Orders hear of payments through events; give the last ones a moment to land.
    const ids = prepared.map((p) => p.order.id);
    for (let tries = 0; tries < 60; tries++) {
      const { rows } = await orders.query(
        "SELECT count(*)::int AS n FROM customer_order WHERE id = ANY($1) AND status = 'paid'",
        [ids],
      );
      if (rows[0].n === ids.length) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const { rows: paymentRows } = await payments.query(
      `SELECT p.order_id, p.amount::bigint::text AS amount, p.status, p.reference, p.gateway,
              jsonb_array_length(p.history) AS moves,
              (SELECT count(*)::int FROM outbox_event e WHERE e.subject = 'payments.payment.succeeded.v1'
                 AND e.payload->'data'->>'id' = p.id::text) AS announced
         FROM payment p WHERE p.order_id = ANY($1)`,
      [ids],
    );
    const { rows: orderRows } = await orders.query(
      `SELECT o.id, o.status, o.total::bigint::text AS total,
              (SELECT count(*)::int FROM jsonb_array_elements(o.timeline) e WHERE e->>'status' = 'paid') AS paid_entries,
              (SELECT count(*)::int FROM outbox_event e WHERE e.subject = 'orders.order.paid.v1'
                 AND e.payload->'data'->>'id' = o.id::text) AS paid_events
         FROM customer_order o WHERE o.id = ANY($1)`,
      [ids],
    );
    const { rows: reservations } = await catalog.query(
      'SELECT order_id, state FROM stock_reservation WHERE order_id = ANY($1)',
      [ids],
    );
    const byOrder = new Map(orderRows.map((o) => [o.id as string, o]));
    for (const id of ids) {
      const mine = paymentRows.filter((p) => p.order_id === id);
      const order = byOrder.get(id);
      if (mine.length !== 1) count(`order ${id}: ${mine.length} payments`);
      const p = mine[0];
      if (p && (p.status !== 'Success' || p.moves !== 3 || p.announced !== 1))
        count(`payment of ${id}: ${p.status}, ${p.moves} moves, ${p.announced} success events`);
      if (p && order && p.amount !== order.total)
        count(`payment of ${id}: ${p.amount} for a total of ${order.total}`);
      if (!order || order.status !== 'paid' || order.paid_entries !== 1 || order.paid_events !== 1)
        count(
          `order ${id}: ${order?.status}, ${order?.paid_entries} paid entries, ${order?.paid_events} paid events`,
        );
      const states = reservations.filter((r) => r.order_id === id).map((r) => r.state);
      if (states.length !== 1 || states[0] !== 'committed') count(`order ${id}: stock ${states.join(',')}`);
      if (!results.has(id)) count(`order ${id}: never answered Success`);
    }
    const sim = new GatewaySim(stack.urls.gatewaySim);
    for (const p of paymentRows) {
      const session = await sim.session(p.reference as string);
      if (session.counts.verify !== 1)
        count(`${p.gateway} ${p.reference}: the bank was asked ${session.counts.verify} times`);
    }
  } finally {
    await Promise.all([payments.end(), orders.end(), catalog.end()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
