import { OrderFigures } from './order-figures';
import { summed, type CpuMeter } from './process-cpu';

interface Placing<B> {
  refill: (b: B) => Promise<number>;
  place: (b: B) => Promise<number>;
}

/** `count` at a time, until every one is done. */
export async function inTurns<T>(
  items: readonly T[],
  count: number,
  each: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (next < items.length) await each(items[next++]);
    }),
  );
}

/**
 * `POST /order` with nothing else in the measured time: every basket of the pool is filled first,
 * outside it (and outside the CPU figures), then `concurrency` customers at a time order, each
 * taking the next filled basket as soon as the last answer came, until the pool is used; stretches
 * like that until `seconds` of ordering are measured. The closed loop refills each basket between
 * orders, so a basket's work shares the cores with the orders there; here only the order does.
 */
export async function ordersAlone<B>(
  pool: readonly B[],
  order: Placing<B>,
  o: { seconds: number; concurrency: number; cpu: CpuMeter; into?: OrderFigures },
): Promise<{ figures: OrderFigures; seconds: number; spent: [string, number][] }> {
  const figures = new OrderFigures();
  const stretches: [string, number][][] = [];
  let measured = 0;
  while (measured < o.seconds) {
    await inTurns(pool, o.concurrency, async (b) => {
      const status = await order.refill(b);
      if (status !== 200) throw new Error(`a basket refill answered ${status}`);
    });
    const left = o.seconds - measured;
    o.cpu.start();
    const started = performance.now();
    await inTurns(pool, o.concurrency, async (b) => {
      if (performance.now() - started >= left * 1000) return;
      const since = performance.now();
      const status = await order.place(b);
      figures.add(since, status);
      o.into?.add(since, status);
    });
    measured += (performance.now() - started) / 1000;
    stretches.push(o.cpu.stop());
  }
  return { figures, seconds: measured, spent: summed(stretches) };
}
