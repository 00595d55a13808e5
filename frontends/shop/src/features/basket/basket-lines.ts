import type { BasketLineInput, PricedBasketLine } from '@ela/contracts';

/**
 * The lines to send after an edit. A deleted inventory cannot be sent back (the server refuses a
 * line that is not live), so an edit leaves it out; a sold-out one stays until removed.
 */
export function linesToSend(lines: PricedBasketLine[]): BasketLineInput[] {
  return lines
    .filter((line) => line.stockState !== 'deleted')
    .map(({ inventoryId, quantity }) => ({ inventoryId, quantity }));
}

export function withQuantity(
  lines: BasketLineInput[],
  inventoryId: string,
  quantity: number,
): BasketLineInput[] {
  return lines.map((line) => (line.inventoryId === inventoryId ? { inventoryId, quantity } : line));
}

export function without(lines: BasketLineInput[], inventoryId: string): BasketLineInput[] {
  return lines.filter((line) => line.inventoryId !== inventoryId);
}
