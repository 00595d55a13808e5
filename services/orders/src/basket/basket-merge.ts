import { BASKET_LIMITS, type BasketLineInput, type BasketTrim } from '@ela/contracts';

/** A merged basket's lines, and what the merge left out. */
export interface MergeOutcome {
  lines: BasketLineInput[];
  trimmed: BasketTrim;
}

/**
 * Adds `adding` to `lines` as far as `BASKET_LIMITS` allow, in the order given: an inventory
 * already there gets the steps summed up to `maxQuantity`, a new one goes last while the basket
 * has room for a line. A new inventory the catalog does not have (`known` says) is skipped; one
 * already in the basket is summed even if the catalog has lost it since, as it stays there anyway.
 * Nothing is refused whole: what does not fit is named in `trimmed`.
 */
export function mergeWithinLimits(
  lines: readonly BasketLineInput[],
  adding: readonly BasketLineInput[],
  known: (inventoryId: string) => boolean,
): MergeOutcome {
  const merged = lines.map((l) => ({ inventoryId: l.inventoryId, quantity: l.quantity }));
  const trimmed: BasketTrim = { droppedLines: [], cutLines: [], unknownInventories: [] };
  const { maxLines, maxQuantity } = BASKET_LIMITS;
  for (const { inventoryId, quantity } of adding) {
    const present = merged.find((l) => l.inventoryId === inventoryId);
    if (!present && !known(inventoryId)) {
      trimmed.unknownInventories.push(inventoryId);
      continue;
    }
    if (!present && merged.length >= maxLines) {
      trimmed.droppedLines.push({ inventoryId, quantity });
      continue;
    }
    const line = present ?? { inventoryId, quantity: 0 };
    const added = Math.max(0, Math.min(quantity, maxQuantity - line.quantity));
    if (added < quantity) trimmed.cutLines.push({ inventoryId, asked: quantity, added });
    if (added === 0) continue;
    line.quantity += added;
    if (!present) merged.push(line);
  }
  return { lines: merged, trimmed };
}
