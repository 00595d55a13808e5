import { REFUND_STATES, UNSETTLED_PAYMENT_STATES, type PaymentState } from '@ela/contracts';
import type { Journal, StockMove } from './journal';
import type { OrderRow, PaymentRow, Snapshot } from './snapshot';

export interface InvariantResult {
  id: string;
  title: string;
  checked: number;
  violations: string[];
}

/** How long the shop may take to settle what is due, on top of the windows themselves. */
export interface Allowances {
  /** An order past its window and grace is expired within this. */
  expiryMarginMs: number;
  /** A payment is settled (paid, failed, reversed or owed) within this of being started. */
  paymentSettleMs: number;
}

const PAID_OR_BEYOND = ['paid', 'pending', 'confirmed', 'shipped', 'delivered'];
const REVERSAL_FAMILY: readonly PaymentState[] = ['reversal_pending', 'reversed', 'refund_owed', 'refunded'];
const GATEWAY_OF = { zarinpal: 'Zarinpal', parsian: 'Parsian', mock: 'MockTest' } as const;

const paidOrBeyond = (o: OrderRow | undefined) => !!o && PAID_OR_BEYOND.includes(o.status);
const key = (gateway: string, reference: string) => `${gateway} ${reference}`;

/**
 * The invariants of docs/decisions/money-state-machine.md, over what the databases and the bank
 * hold at the end.
 */
export function checkInvariants(s: Snapshot, journal: Journal, allow: Allowances): InvariantResult[] {
  const orders = new Map(s.orders.map((o) => [o.id, o]));
  const payments = new Map(s.payments.map((p) => [p.id, p]));
  const byReference = new Map(
    s.payments.filter((p) => p.reference).map((p) => [key(p.gateway, p.reference!), p]),
  );
  return [
    capturedMoney(s, orders, byReference),
    paidOrders(s, payments),
    stock(s, journal),
    codeUses(s, journal),
    settled(s, allow),
    toldPaid(s, journal, orders, byReference),
  ];
}

/** I1: every amount a bank captured is exactly one of: kept by its paid order, reversed, owed. */
function capturedMoney(
  s: Snapshot,
  orders: Map<string, OrderRow>,
  byReference: Map<string, PaymentRow>,
): InvariantResult {
  const captured = s.bank.filter((line) => line.verifiedAt !== null);
  const violations: string[] = [];
  for (const line of captured) {
    const p = byReference.get(key(GATEWAY_OF[line.gateway], line.reference));
    const o = p && orders.get(p.orderId);
    const kept = !!p && paidOrBeyond(o) && o!.paymentId === p.id;
    const back = line.state === 'reversed';
    const owed = !!p && (REFUND_STATES as readonly string[]).includes(p.state);
    const what = `${GATEWAY_OF[line.gateway]} ${line.reference} captured ${line.paidAmount}`;
    const where = p
      ? `payment ${p.id} ${p.state}, order ${p.orderId} ${o?.status ?? 'missing'}`
      : 'no payment';
    const ways = [kept && 'kept by its order', back && 'reversed', owed && 'owed'].filter(Boolean);
    if (ways.length !== 1)
      violations.push(
        `${what}: ${ways.length === 0 ? 'neither kept, reversed nor owed' : ways.join(' and ')} (${where})`,
      );
    else if ((kept || owed) && line.paidAmount !== p!.amount)
      violations.push(`${what} for a payment of ${p!.amount} (${where})`);
  }
  return {
    id: 'I1',
    title: 'captured money is kept by its paid order, reversed, or owed',
    checked: captured.length,
    violations,
  };
}

/** I2: an order past `placed` holds a captured payment of its own total (or costs nothing). */
function paidOrders(s: Snapshot, payments: Map<string, PaymentRow>): InvariantResult {
  const beyond = s.orders.filter((o) => paidOrBeyond(o));
  const violations: string[] = [];
  for (const o of beyond) {
    if (o.total === 0) continue;
    const p = o.paymentId ? payments.get(o.paymentId) : undefined;
    const what = `order ${o.id} ${o.status} (total ${o.total})`;
    if (!p) violations.push(`${what} holds no payment`);
    else if (!p.captured) violations.push(`${what}: its payment ${p.id} (${p.state}) was never captured`);
    else if (p.orderId !== o.id) violations.push(`${what}: its payment ${p.id} is order ${p.orderId}'s`);
    else if (p.amount !== o.total) violations.push(`${what}: its payment ${p.id} is of ${p.amount}`);
  }
  return {
    id: 'I2',
    title: 'no order past placed without its captured payment',
    checked: beyond.length,
    violations,
  };
}

/** Every total the changes with no answer could have added, with or without each (at most 2^12). */
function possibleSums(moves: StockMove[]): { sure: number; unknown: number[]; sums: Set<number> } {
  const sure = moves.filter((m) => m.result === 'applied').reduce((sum, m) => sum + m.delta, 0);
  const unknown = moves.filter((m) => m.result === 'unknown').map((m) => m.delta);
  let sums = new Set([0]);
  for (const delta of unknown.slice(0, 12)) sums = new Set([...sums, ...[...sums].map((x) => x + delta)]);
  return { sure, unknown, sums };
}

/** I3: per inventory, what it was given (initial and admins' deltas) is what it has, holds and sold. */
function stock(s: Snapshot, journal: Journal): InvariantResult {
  const violations: string[] = [];
  for (const inv of s.inventories) {
    const initial = journal.initialStock.get(inv.id) ?? 0;
    const held = inv.stock + inv.reserved + inv.committed;
    const heldText = `stock ${inv.stock} + reserved ${inv.reserved} + sold ${inv.committed} = ${held}`;
    const { sure, unknown, sums } = possibleSums(journal.stockMoves.filter((m) => m.inventoryId === inv.id));
    const meant = `initial ${initial}, admin deltas ${sure >= 0 ? '+' : ''}${sure}${unknown.length ? ` and unanswered [${unknown.join(', ')}]` : ''}`;
    if (inv.ledger !== null) {
      if (inv.ledger !== held)
        violations.push(`inventory ${inv.id}: its stock ledger sums to ${inv.ledger}, ${heldText}`);
      if (!sums.has(inv.ledger - initial - sure))
        violations.push(
          `inventory ${inv.id}: its stock ledger sums to ${inv.ledger}; the run's admins made ${meant}`,
        );
    } else if (!sums.has(held - initial - sure))
      violations.push(`inventory ${inv.id}: ${meant}; ${heldText}`);
  }
  return {
    id: 'I3',
    title: 'initial stock plus admin deltas = stock + reserved + sold',
    checked: s.inventories.length,
    violations,
  };
}

/** I4: a code's uses are the orders holding it that are not cancelled. */
function codeUses(s: Snapshot, journal: Journal): InvariantResult {
  const violations: string[] = [];
  for (const code of journal.codes) {
    const uses = s.codeUses.get(code) ?? 0;
    const all = s.orders.filter((o) => o.discountCode?.toUpperCase() === code);
    const holding = all.filter((o) => o.status !== 'cancelled');
    if (uses !== holding.length)
      violations.push(
        `${code}: ${uses} uses counted, ${holding.length} orders not cancelled hold it (${all.length} with the cancelled)`,
      );
  }
  return {
    id: 'I4',
    title: "a code's uses = the orders holding it, not cancelled",
    checked: journal.codes.size,
    violations,
  };
}

/** I5: nothing left waiting for payment past its window and grace, no payment unsettled past the sweep. */
function settled(s: Snapshot, allow: Allowances): InvariantResult {
  const violations: string[] = [];
  for (const o of s.orders) {
    if (o.status !== 'placed' || o.expiresAt === null) continue;
    const due = Math.max(o.expiresAt, o.graceUntil ?? 0);
    if (due + allow.expiryMarginMs < s.at)
      violations.push(
        `order ${o.id} still placed ${Math.round((s.at - due) / 1000)} s past its window and grace`,
      );
  }
  for (const p of s.payments) {
    if (!(UNSETTLED_PAYMENT_STATES as readonly string[]).includes(p.state)) continue;
    if (p.createdAt + allow.paymentSettleMs < s.at)
      violations.push(
        `payment ${p.id} (${p.gateway}, order ${p.orderId}) still ${p.state} ${Math.round((s.at - p.createdAt) / 1000)} s after it started`,
      );
  }
  return {
    id: 'I5',
    title: 'nothing placed past window and grace, no payment unsettled past the sweep',
    checked: s.orders.length + s.payments.length,
    violations,
  };
}

/** I6: a customer told "paid" has a paid order, unless the run's admin cancelled it afterwards and its money is going back. */
function toldPaid(
  s: Snapshot,
  journal: Journal,
  orders: Map<string, OrderRow>,
  byReference: Map<string, PaymentRow>,
): InvariantResult {
  const first = new Map<string, (typeof journal.paidAnswers)[number]>();
  for (const a of journal.paidAnswers)
    if (!first.has(a.orderId) || first.get(a.orderId)!.askedAt > a.askedAt) first.set(a.orderId, a);
  const atBank = new Map(s.bank.map((l) => [key(GATEWAY_OF[l.gateway], l.reference), l.state]));
  const violations: string[] = [];
  for (const answer of first.values()) {
    const o = orders.get(answer.orderId);
    if (paidOrBeyond(o)) continue;
    const p = byReference.get(key(answer.gateway, answer.reference));
    const cancelledAfter = journal.adminCancels.some(
      (c) => c.orderId === answer.orderId && (c.status === 0 || c.status < 300) && c.doneAt >= answer.askedAt,
    );
    if (cancelledAfter && p && REVERSAL_FAMILY.includes(p.state)) continue;
    violations.push(
      `order ${answer.orderId} told paid (${answer.gateway} ${answer.reference}, payment ${p?.state ?? 'missing'}, ` +
        `at the bank ${atBank.get(key(answer.gateway, answer.reference)) ?? 'unknown'}) is ${o?.status ?? 'missing'}` +
        `${cancelledAfter ? ', cancelled by an admin afterwards' : ''}`,
    );
  }
  return {
    id: 'I6',
    title: 'no customer told "paid" for an order that is not paid',
    checked: first.size,
    violations,
  };
}
