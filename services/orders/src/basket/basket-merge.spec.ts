import { BASKET_LIMITS, type BasketLineInput } from '@ela/contracts';
import { mergeWithinLimits } from './basket-merge';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (n: number, quantity: number): BasketLineInput => ({ inventoryId: id(n), quantity });
const anyKnown = () => true;

describe('mergeWithinLimits', () => {
  it('sums an inventory already there and appends new ones, trimming nothing when all fits', () => {
    expect(mergeWithinLimits([line(1, 3)], [line(2, 1), line(1, 2)], anyKnown)).toEqual({
      lines: [line(1, 5), line(2, 1)],
      trimmed: { droppedLines: [], cutLines: [], unknownInventories: [] },
    });
  });

  it('cuts a sum at the most steps a line may hold, and names what it cut', () => {
    const max = BASKET_LIMITS.maxQuantity;
    const { lines, trimmed } = mergeWithinLimits(
      [line(1, max - 1), line(2, max)],
      [line(1, 5), line(2, 3)],
      anyKnown,
    );
    expect(lines).toEqual([line(1, max), line(2, max)]);
    expect(trimmed.cutLines).toEqual([
      { inventoryId: id(1), asked: 5, added: 1 },
      { inventoryId: id(2), asked: 3, added: 0 },
    ]);
  });

  it('drops new lines once the basket holds the most lines it may, still summing ones it has', () => {
    const full = Array.from({ length: BASKET_LIMITS.maxLines }, (_, i) => line(i + 1, 1));
    const { lines, trimmed } = mergeWithinLimits(full, [line(500, 2), line(1, 4), line(501, 1)], anyKnown);
    expect(lines).toHaveLength(BASKET_LIMITS.maxLines);
    expect(lines[0]).toEqual(line(1, 5));
    expect(trimmed.droppedLines).toEqual([line(500, 2), line(501, 1)]);
  });

  it('fills the last free line in the order given', () => {
    const almost = Array.from({ length: BASKET_LIMITS.maxLines - 1 }, (_, i) => line(i + 1, 1));
    const { lines, trimmed } = mergeWithinLimits(almost, [line(700, 1), line(701, 1)], anyKnown);
    expect(lines.at(-1)).toEqual(line(700, 1));
    expect(trimmed.droppedLines).toEqual([line(701, 1)]);
  });

  it('skips a new inventory the catalog does not have, but sums one the basket already holds', () => {
    const known = (inventoryId: string) => inventoryId !== id(9) && inventoryId !== id(1);
    const { lines, trimmed } = mergeWithinLimits([line(1, 2)], [line(9, 1), line(1, 1), line(3, 1)], known);
    expect(lines).toEqual([line(1, 3), line(3, 1)]);
    expect(trimmed.unknownInventories).toEqual([id(9)]);
  });

  it('leaves the lines it was given as they were', () => {
    const before = [line(1, 1)];
    mergeWithinLimits(before, [line(1, 2)], anyKnown);
    expect(before).toEqual([line(1, 1)]);
  });
});
