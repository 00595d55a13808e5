import type { ChaosResult } from './chaos-run';

const SHOWN = 5;

/** The breakdown: what happened, then each invariant with its first violating rows; the last line is the verdict. */
export function chaosReport(r: ChaosResult): string[] {
  const j = r.journal;
  const yes = (b: boolean) => (b ? 'yes' : 'no');
  const lines = [
    `customers: ${j.summary('plan:')}`,
    `  orders: ${j.summary('place:')}; codes: ${j.summary('code:')}`,
    `  at the bank: ${j.summary('bank:')}; forged cancels posted: ${j.summary('forged:')}`,
    `  answers: ${j.summary('answer:')}; paid again: ${j.summary('pay-again:')}`,
    `admin: ${j.summary('admin:')}`,
    `faults: ${j.summary('fault:')}`,
    `browsers met: ${j.summary('http:') || 'nothing'}`,
    r.quiet.quiet
      ? `settled ${Math.round(r.quiet.waitedMs / 1000)} s after the faults stopped`
      : `not settled after ${Math.round(r.quiet.waitedMs / 1000)} s: ${JSON.stringify(r.quiet.left)}`,
    `read: payment.state ${yes(r.schema.paymentState)}, payment.captured_at ${yes(r.schema.capturedAt)}, ` +
      `customer_order.payment_id ${yes(r.schema.orderPaymentId)}, customer_order.grace_until ${yes(r.schema.graceUntil)}, ` +
      `stock_ledger ${yes(r.schema.stockLedger)}`,
  ];
  for (const i of r.invariants) {
    lines.push(`${i.id} ${i.title}: checked ${i.checked}, violations ${i.violations.length}`);
    for (const v of i.violations.slice(0, SHOWN)) lines.push(`    ${v}`);
    if (i.violations.length > SHOWN) lines.push(`    … and ${i.violations.length - SHOWN} more`);
  }
  lines.push(`chaos: ${r.orders} orders, ${r.kills} kills, violations ${r.violations}`);
  return lines;
}
