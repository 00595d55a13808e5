import { Client } from 'pg';
import type { PaymentState } from '@ela/contracts';
import { databaseUrl, type GatewaySim, type SimLedgerLine } from '@ela/stack';
import type { ChaosStack } from './chaos-stack';

export interface PaymentRow {
  id: string;
  orderId: string;
  gateway: string;
  reference: string | null;
  amount: number;
  state: PaymentState;
  captured: boolean;
  createdAt: number;
}

export interface OrderRow {
  id: string;
  status: string;
  total: number;
  discountCode: string | null;
  /** The payment the order holds as its own; null when none (or the column is not there yet). */
  paymentId: string | null;
  expiresAt: number | null;
  graceUntil: number | null;
}

export interface InventoryRow {
  id: string;
  stock: number;
  reserved: number;
  committed: number;
  /** The sum of the catalog's own stock ledger, when it keeps one. */
  ledger: number | null;
}

/** The databases and the bank's books, read once the shop is quiet. */
export interface Snapshot {
  at: number;
  bank: SimLedgerLine[];
  payments: PaymentRow[];
  orders: OrderRow[];
  inventories: InventoryRow[];
  /** Uses counted on each code, by code. */
  codeUses: Map<string, number>;
  /** Which of the newer columns and tables were there to read. */
  schema: {
    paymentState: boolean;
    capturedAt: boolean;
    orderPaymentId: boolean;
    graceUntil: boolean;
    stockLedger: boolean;
  };
}

const ms = (v: Date | null) => (v ? v.getTime() : null);

/**
 * The state a payment row stands for. Before payments kept `state`, it is read from its status and
 * reversal as the payment-states migration reads it, and money counts as captured when the payment
 * succeeded or a reversal was asked for.
 */
function stateOf(row: Record<string, unknown>): PaymentState {
  if (row.state) return row.state as PaymentState;
  const reversal = row.reversal as string | null;
  if (reversal === 'requested') return 'reversal_pending';
  if (reversal === 'done') return 'reversed';
  if (reversal === 'failed') return 'refund_owed';
  const status = row.status as string;
  if (status === 'Success') return 'paid';
  if (status === 'Failed') return 'failed';
  if (status === 'Pending') return 'verifying';
  return row.reference ? 'at_bank' : 'started';
}

export async function readSnapshot(
  stack: ChaosStack,
  sim: GatewaySim,
  inventoryIds: string[],
): Promise<Snapshot> {
  const db = (service: string) =>
    new Client({
      connectionString: databaseUrl(stack.config.postgresUrl, `${stack.config.dbPrefix}_${service}`),
    });
  const [payments, orders, catalog] = [db('payments'), db('orders'), db('catalog')];
  await Promise.all([payments.connect(), orders.connect(), catalog.connect()]);
  try {
    const has = async (client: Client, table: string, column?: string) =>
      (
        await client.query(
          `SELECT 1 FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1
             AND ($2::text IS NULL OR column_name = $2) LIMIT 1`,
          [table, column ?? null],
        )
      ).rowCount === 1;
    const schema = {
      paymentState: await has(payments, 'payment', 'state'),
      capturedAt: await has(payments, 'payment', 'captured_at'),
      orderPaymentId: await has(orders, 'customer_order', 'payment_id'),
      graceUntil: await has(orders, 'customer_order', 'grace_until'),
      stockLedger: await has(catalog, 'stock_ledger'),
    };
    const bank = await sim.ledger();
    const at = Date.now();

    const paymentRows = (
      await payments.query(
        `SELECT id, order_id, gateway, reference, amount::bigint::text AS amount, status, reversal, created_at
                ${schema.paymentState ? ', state' : ''} ${schema.capturedAt ? ', captured_at' : ''}
           FROM payment`,
      )
    ).rows.map((r): PaymentRow => ({
      id: r.id,
      orderId: r.order_id,
      gateway: r.gateway,
      reference: r.reference,
      amount: Number(r.amount),
      state: stateOf(r),
      captured: schema.capturedAt ? r.captured_at !== null : r.status === 'Success' || r.reversal !== null,
      createdAt: r.created_at.getTime(),
    }));

    const orderRows = (
      await orders.query(
        `SELECT id, status, total::bigint::text AS total, discount_code, expires_at
                ${schema.orderPaymentId ? ', payment_id' : ''} ${schema.graceUntil ? ', grace_until' : ''}
           FROM customer_order`,
      )
    ).rows.map((r): OrderRow => ({
      id: r.id,
      status: r.status,
      total: Number(r.total),
      discountCode: r.discount_code,
      paymentId: r.payment_id ?? null,
      expiresAt: ms(r.expires_at),
      graceUntil: ms(r.grace_until ?? null),
    }));
    // Before orders kept its payment, the one successful payment of an order was its own.
    if (!schema.orderPaymentId) {
      const paid = new Map(paymentRows.filter((p) => p.state === 'paid').map((p) => [p.orderId, p.id]));
      for (const o of orderRows) o.paymentId = paid.get(o.id) ?? null;
    }

    const held = (
      await catalog.query(
        `SELECT i.id, i.stock,
                coalesce(sum(r.quantity) FILTER (WHERE r.state = 'reserved'), 0)::int AS reserved,
                coalesce(sum(r.quantity) FILTER (WHERE r.state = 'committed'), 0)::int AS committed
                ${schema.stockLedger ? ', (SELECT sum(delta)::int FROM stock_ledger l WHERE l.inventory_id = i.id) AS ledger' : ''}
           FROM inventory i LEFT JOIN stock_reservation r ON r.inventory_id = i.id
          WHERE i.id = ANY($1::uuid[]) GROUP BY i.id, i.stock`,
        [inventoryIds],
      )
    ).rows.map((r): InventoryRow => ({
      id: r.id,
      stock: r.stock,
      reserved: r.reserved,
      committed: r.committed,
      ledger: schema.stockLedger ? (r.ledger ?? 0) : null,
    }));

    const codeUses = new Map(
      (await orders.query('SELECT code, used FROM discount WHERE deleted_at IS NULL')).rows.map((r) => [
        String(r.code).toUpperCase(),
        Number(r.used),
      ]),
    );
    return { at, bank, payments: paymentRows, orders: orderRows, inventories: held, codeUses, schema };
  } finally {
    await Promise.all([payments.end(), orders.end(), catalog.end()]);
  }
}
