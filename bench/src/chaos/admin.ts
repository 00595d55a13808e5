import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser } from './browser';
import type { Journal } from './journal';
import type { Random } from './random';
import type { ShopItem } from './shop-setup';

export interface AdminRun {
  browser: Browser;
  journal: Journal;
  random: Random;
  items: ShopItem[];
  until: number;
}

/**
 * An admin at work while customers buy: stock changed by a number of steps (received or written
 * off), placed orders cancelled, and orders cancelled after their customer was told they were paid.
 */
export async function administer(run: AdminRun): Promise<void> {
  const stock = new StockEditor(run);
  while (Date.now() < run.until) {
    await sleep(run.random.int(700, 3000));
    const act = run.random.weighted({ stock: 3, 'cancel placed': 1, 'cancel paid': 1 });
    if (act === 'stock') await stock.move(run.random.pick(run.items).id, nonZero(run.random));
    else await cancelOne(run, act);
  }
}

const nonZero = (random: Random) => {
  const delta = random.int(-4, 12);
  return delta === 0 ? 1 : delta;
};

async function cancelOne(run: AdminRun, act: 'cancel placed' | 'cancel paid'): Promise<void> {
  const pool =
    act === 'cancel paid'
      ? run.journal.paidAnswers.map((a) => a.orderId)
      : [...run.journal.orders].slice(-20);
  if (pool.length === 0) return;
  const orderId = run.random.pick(pool);
  const res = await run.browser.call('DELETE', `/order/${orderId}`, undefined, { tries: 3 });
  run.journal.adminCancels.push({
    orderId,
    doneAt: Date.now(),
    status: res.status === 0 || res.status >= 500 ? 0 : res.status,
  });
  run.journal.count(`admin:${act} ${res.status < 300 && res.status > 0 ? 'done' : res.status}`);
}

/**
 * Stock by a delta through the inventory update route. Where the route takes no delta yet, the
 * admin reads the stock and writes it back changed (with the version read, where one is asked
 * for), as the panel did; the delta meant is what the run counts either way. A change that got no
 * answer is not sent again: it may have happened.
 */
class StockEditor {
  private byDelta = true;

  constructor(private readonly run: AdminRun) {}

  async move(inventoryId: string, delta: number): Promise<void> {
    let res = this.byDelta ? await this.patch(inventoryId, { stockDelta: delta }) : null;
    if (res?.status === 400 && JSON.stringify(res.body).includes('stockDelta')) {
      this.byDelta = false;
      this.run.journal.note('the inventory route takes no stockDelta: stock is read and written back');
    }
    if (!this.byDelta) res = await this.readAndWrite(inventoryId, delta);
    if (!res) return;
    const result =
      res.status >= 200 && res.status < 300
        ? 'applied'
        : res.status === 0 || res.status >= 500
          ? 'unknown'
          : 'refused';
    this.run.journal.stockMoves.push({ inventoryId, delta, result });
    this.run.journal.count(`admin:stock ${result}`);
  }

  private patch(inventoryId: string, body: Record<string, number>) {
    return this.run.browser.call('PATCH', `/products/inventory/${inventoryId}`, body, { tries: 1 });
  }

  private async readAndWrite(inventoryId: string, delta: number) {
    const read = await this.run.browser.call<{ stock: number; stockVersion?: number }>(
      'GET',
      `/products/inventory/${inventoryId}`,
    );
    if (read.status !== 200) return null;
    const { stock, stockVersion } = read.body;
    if (stock + delta < 0) return null;
    return this.patch(inventoryId, {
      stock: stock + delta,
      ...(stockVersion !== undefined && { stockVersion }),
    });
  }
}
