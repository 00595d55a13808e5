import { CATALOG_EVENTS, type EventMessage, type Inventory } from '@ela/contracts';
import { KEPT_INVENTORY_MS, KeptInventories } from './kept-inventories';

const inventory = (id: string, price = 1_000): Inventory => ({ id, price }) as Inventory;
const event = (subject: string, data: unknown): EventMessage => ({ id: 'e', subject, occurredAt: '', data });
const inventoryChanged = (id: string) => event(CATALOG_EVENTS.inventoryChanged.subject, { id });

/** A catalog that answers every id it holds and counts what it was asked. */
function catalog(prices: Record<string, number>) {
  const asked: string[][] = [];
  const read = (ids: string[]) => {
    asked.push(ids);
    return Promise.resolve(
      new Map(ids.filter((id) => id in prices).map((id) => [id, inventory(id, prices[id])])),
    );
  };
  return { asked, read, prices };
}

/** Kept inventories whose events are followed. */
function following(): KeptInventories {
  const kept = new KeptInventories();
  kept.followed();
  return kept;
}

const pricesOf = (found: Map<string, Inventory>) =>
  Object.fromEntries([...found].map(([id, i]) => [id, i.price]));

describe('KeptInventories', () => {
  it('keeps nothing until the events are followed', async () => {
    const kept = new KeptInventories();
    const c = catalog({ a: 1 });
    await kept.of(['a'], c.read);
    await kept.of(['a'], c.read);
    expect(c.asked).toEqual([['a'], ['a']]);
  });

  it('answers kept inventories without asking, and asks only for the others', async () => {
    const kept = following();
    const c = catalog({ a: 1, b: 2 });
    await kept.of(['a', 'a'], c.read);
    expect(pricesOf(await kept.of(['a', 'b'], c.read))).toEqual({ a: 1, b: 2 });
    expect(c.asked).toEqual([['a'], ['b']]);
  });

  it('drops an inventory on its own event, and every one on any other catalog event', async () => {
    const kept = following();
    const c = catalog({ a: 1, b: 2 });
    await kept.of(['a', 'b'], c.read);
    c.prices.a = 10;
    kept.heard(inventoryChanged('a'));
    expect(pricesOf(await kept.of(['a', 'b'], c.read))).toEqual({ a: 10, b: 2 });
    expect(c.asked).toEqual([['a', 'b'], ['a']]);
    kept.heard(event(CATALOG_EVENTS.productChanged.subject, { id: 'p' }));
    await kept.of(['a', 'b'], c.read);
    expect(c.asked[2]).toEqual(['a', 'b']);
    kept.gap();
    await kept.of(['a'], c.read);
    expect(c.asked[3]).toEqual(['a']);
  });

  it('does not keep a read that was under way when an event came', async () => {
    const kept = following();
    const c = catalog({ a: 1 });
    const slow = (ids: string[]) => {
      kept.heard(inventoryChanged('a'));
      return c.read(ids);
    };
    await kept.of(['a'], slow);
    await kept.of(['a'], c.read);
    expect(c.asked).toEqual([['a'], ['a']]);
  });

  it('drops what a fresh read no longer finds (deleted), and keeps it no longer than its time', async () => {
    const kept = following();
    const c = catalog({ a: 1, b: 2 });
    await kept.of(['a', 'b'], c.read);
    delete c.prices.b;
    expect(pricesOf(await kept.fresh(['b'], c.read))).toEqual({});
    expect(pricesOf(await kept.of(['a', 'b'], c.read))).toEqual({ a: 1 });
    expect(c.asked.slice(1)).toEqual([['b'], ['b']]);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + KEPT_INVENTORY_MS + 1);
    try {
      await kept.of(['a'], c.read);
      expect(c.asked[3]).toEqual(['a']);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
