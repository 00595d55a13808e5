import type { BasketLineInput, PricedBasketLine } from '@ela/contracts';

/**
 * The lines to send after an edit: all of them, sold-out and deleted ones too (the server keeps a
 * line already in the basket whatever became of its inventory), so nothing leaves the basket
 * unless the customer removes it.
 */
export function linesToSend(lines: PricedBasketLine[]): BasketLineInput[] {
  return lines.map(({ inventoryId, quantity }) => ({ inventoryId, quantity }));
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
