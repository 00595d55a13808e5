import type { SimLedgerLine } from '@ela/stack';
import { checkInvariants } from '../src/chaos/invariants';
import { Journal } from '../src/chaos/journal';
import { Random } from '../src/chaos/random';
import type { OrderRow, PaymentRow, Snapshot } from '../src/chaos/snapshot';

const NOW = 1_000_000_000;
const allow = { expiryMarginMs: 10_000, paymentSettleMs: 60_000 };

const line = (reference: string, state: SimLedgerLine['state'], verified = true): SimLedgerLine => ({
  gateway: 'zarinpal',
  reference,
  orderId: null,
  amount: 500,
  paidAmount: 500,
  state,
  createdAt: new Date(NOW - 100_000).toISOString(),
  verifiedAt: verified ? new Date(NOW - 90_000).toISOString() : null,
  reversed: state === 'reversed',
  reversedAt: state === 'reversed' ? new Date(NOW - 80_000).toISOString() : null,
});
const payment = (id: string, orderId: string, reference: string, state: PaymentRow['state']): PaymentRow => ({
  id,
  orderId,
  gateway: 'Zarinpal',
  reference,
  amount: 500,
  state,
  captured: state !== 'failed' && state !== 'at_bank',
  createdAt: NOW - 100_000,
});
const order = (
  id: string,
  status: string,
  paymentId: string | null,
  extra: Partial<OrderRow> = {},
): OrderRow => ({
  id,
  status,
  total: 500,
  discountCode: null,
  paymentId,
  expiresAt: NOW - 60_000,
  graceUntil: null,
  ...extra,
});
const snapshot = (s: Partial<Snapshot>): Snapshot => ({
  at: NOW,
  bank: [],
  payments: [],
  orders: [],
  inventories: [],
  codeUses: new Map(),
  schema: { paymentState: true, capturedAt: true, orderPaymentId: true, graceUntil: true, stockLedger: true },
  ...s,
});
const found = (s: Snapshot, journal = new Journal()) =>
  Object.fromEntries(checkInvariants(s, journal, allow).map((i) => [i.id, i.violations]));

describe('the money invariants', () => {
  it('take captured money kept by its paid order, reversed, or owed, and nothing else', () => {
    const v = found(
      snapshot({
        bank: [
          line('kept', 'verified'),
          line('back', 'reversed'),
          line('owed', 'verified'),
          line('lost', 'verified'),
          line('twice', 'reversed'),
        ],
        payments: [
          payment('p1', 'o1', 'kept', 'paid'),
          payment('p3', 'o3', 'owed', 'refund_owed'),
          payment('p4', 'o4', 'lost', 'failed'),
          payment('p5', 'o5', 'twice', 'paid'),
        ],
        orders: [
          order('o1', 'paid', 'p1'),
          order('o3', 'cancelled', null),
          order('o4', 'cancelled', null),
          order('o5', 'paid', 'p5'),
        ],
      }),
    );
    expect(v.I1).toHaveLength(2);
    expect(v.I1[0]).toContain('lost captured 500: neither kept, reversed nor owed');
    expect(v.I1[1]).toContain('twice captured 500: kept by its order and reversed');
  });

  it('want an order past placed to hold a captured payment of its total', () => {
    const v = found(
      snapshot({
        payments: [payment('p1', 'o1', 'a', 'paid'), payment('p2', 'o2', 'b', 'at_bank')],
        orders: [
          order('o1', 'paid', 'p1'),
          order('o2', 'shipped', 'p2'),
          order('o3', 'paid', null),
          order('o4', 'paid', null, { total: 0 }),
        ],
      }),
    );
    expect(v.I2).toEqual([
      expect.stringContaining('order o2 shipped (total 500): its payment p2 (at_bank) was never captured'),
      expect.stringContaining('order o3 paid (total 500) holds no payment'),
    ]);
  });

  it('count stock against the ledger, and against what the admins did, unanswered changes either way', () => {
    const journal = new Journal();
    journal.initialStock.set('i1', 100).set('i2', 100);
    journal.stockMoves.push(
      { inventoryId: 'i1', delta: 5, result: 'applied' },
      { inventoryId: 'i1', delta: 3, result: 'unknown' },
      { inventoryId: 'i2', delta: 7, result: 'refused' },
    );
    const inventories = [
      { id: 'i1', stock: 90, reserved: 10, committed: 8, ledger: 108 },
      { id: 'i2', stock: 95, reserved: 0, committed: 0, ledger: 100 },
    ];
    const v = found(snapshot({ inventories }), journal);
    expect(v.I3).toEqual([expect.stringContaining('inventory i2: its stock ledger sums to 100, stock 95')]);
    const noLedger = found(
      snapshot({ inventories: inventories.map((i) => ({ ...i, ledger: null })) }),
      journal,
    );
    expect(noLedger.I3).toEqual([expect.stringContaining('inventory i2: initial 100, admin deltas +0')]);
  });

  it('want a code used as often as orders not cancelled hold it', () => {
    const journal = new Journal();
    journal.codes.add('WELCOME10');
    const v = found(
      snapshot({
        codeUses: new Map([['WELCOME10', 2]]),
        orders: [
          order('o1', 'paid', null, { discountCode: 'WELCOME10' }),
          order('o2', 'cancelled', null, { discountCode: 'WELCOME10' }),
        ],
      }),
      journal,
    );
    expect(v.I4).toEqual([
      'WELCOME10: 2 uses counted, 1 orders not cancelled hold it (2 with the cancelled)',
    ]);
  });

  it('want nothing placed past its window and grace, and no payment unsettled past the sweep', () => {
    const v = found(
      snapshot({
        orders: [order('late', 'placed', null), order('graced', 'placed', null, { graceUntil: NOW - 5_000 })],
        payments: [
          payment('p1', 'late', 'r', 'verifying'),
          { ...payment('p2', 'x', 's', 'at_bank'), createdAt: NOW - 1000 },
        ],
      }),
    );
    expect(v.I5).toEqual([
      expect.stringContaining('order late still placed 60 s past its window and grace'),
      expect.stringContaining('payment p1 (Zarinpal, order late) still verifying 100 s after it started'),
    ]);
  });

  it('want a customer told paid to have a paid order, unless an admin cancelled it afterwards and its money goes back', () => {
    const journal = new Journal();
    const told = (orderId: string, reference: string) =>
      journal.paidAnswers.push({
        orderId,
        paymentId: null,
        gateway: 'Zarinpal',
        reference,
        askedAt: NOW - 50_000,
      });
    told('o1', 'r1');
    told('o2', 'r2');
    told('o3', 'r3');
    journal.adminCancels.push({ orderId: 'o2', doneAt: NOW - 40_000, status: 200 });
    const v = found(
      snapshot({
        payments: [
          payment('p1', 'o1', 'r1', 'paid'),
          payment('p2', 'o2', 'r2', 'reversed'),
          payment('p3', 'o3', 'r3', 'failed'),
        ],
        orders: [order('o1', 'paid', 'p1'), order('o2', 'cancelled', null), order('o3', 'cancelled', null)],
      }),
      journal,
    );
    expect(v.I6).toEqual([
      expect.stringContaining(
        'order o3 told paid (Zarinpal r3, payment failed, at the bank unknown) is cancelled',
      ),
    ]);
  });
});

describe('the run’s random choices', () => {
  it('are the same for the same seed and actor, and differ between actors', () => {
    const draws = (r: Random) => Array.from({ length: 5 }, () => r.int(1, 1000));
    expect(draws(new Random('s').fork('customer 1'))).toEqual(draws(new Random('s').fork('customer 1')));
    expect(draws(new Random('s').fork('customer 1'))).not.toEqual(draws(new Random('s').fork('customer 2')));
    const r = new Random('weights');
    const picks = Array.from({ length: 2000 }, () => r.weighted({ a: 3, b: 1, never: 0 }));
    expect(picks).not.toContain('never');
    expect(picks.filter((p) => p === 'a').length).toBeGreaterThan(picks.filter((p) => p === 'b').length * 2);
  });
});
