import { OrderPrefixes, SlotBits, SlotMask } from './slot-bits';

/** A small seeded generator: the same orders and masks every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('counting a stretch of an order by its prefixes', () => {
  it.each([
    [0, 4],
    [1, 4],
    [97, 8],
    [96, 8],
    [300, 7],
  ])('counts as a walk of the stretch would, for %i slots a step of %i', (slots, step) => {
    const next = random(slots + step);
    const order = Array.from({ length: slots }, (_, i) => i).sort(() => next() - 0.5);
    const all = new SlotBits(slots);
    const some = new SlotBits(slots);
    for (let slot = 0; slot < slots; slot++) {
      all.set(slot);
      if (next() < 0.3) some.set(slot);
    }
    const prefixes = new OrderPrefixes(order, new SlotMask(all).words.length, step);
    const mask = new SlotMask(some);
    for (let start = 0; start <= slots; start += 3)
      for (let end = start; end <= slots; end += 5) {
        const walked = order.slice(start, end).filter((slot) => mask.has(slot)).length;
        expect([start, end, prefixes.countBetween(mask, start, end)]).toEqual([start, end, walked]);
      }
    expect(prefixes.countBetween(mask, 0, slots)).toBe(mask.count());
  });
});
