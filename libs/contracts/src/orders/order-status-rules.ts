import type { OrderStatus } from '../enums';

/**
 * Who moves an order: an admin in the panel, a payment (its success pays the order, its failure
 * cancels it), or the system (payment window ended).
 */
export type OrderActor = 'admin' | 'payment' | 'system';

/**
 * The only moves an order makes, and who may make each. `placed` waits for payment; once paid,
 * the shop works on it (`pending` when it waits on something, `confirmed` when it is ready to
 * send), ships it and sees it delivered. Cancelling is possible until it ships; delivered and
 * cancelled are final. Moving to the status an order already has is not a move.
 */
export const ORDER_TRANSITIONS: Readonly<
  Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>>
> = {
  placed: { paid: ['payment'], cancelled: ['admin', 'payment', 'system'] },
  paid: { pending: ['admin'], confirmed: ['admin'], cancelled: ['admin'] },
  pending: { confirmed: ['admin'], cancelled: ['admin'] },
  confirmed: { pending: ['admin'], shipped: ['admin'], cancelled: ['admin'] },
  shipped: { delivered: ['admin'] },
  delivered: {},
  cancelled: {},
};

/** The statuses an actor may move an order to from `from`, in the table's order. */
export function nextStatuses(from: OrderStatus, actor: OrderActor): OrderStatus[] {
  return (Object.keys(ORDER_TRANSITIONS[from]) as OrderStatus[]).filter((to) => canMove(from, to, actor));
}

export function canMove(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from][to]?.includes(actor) ?? false;
}
