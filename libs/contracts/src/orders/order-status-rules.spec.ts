import { ORDER_STATUSES, type OrderStatus } from '../enums';
import { canMove, type OrderActor } from './order-status-rules';

const ALLOWED: [OrderStatus, OrderStatus, OrderActor][] = [
  ['placed', 'paid', 'payment'],
  ['placed', 'cancelled', 'admin'],
  ['placed', 'cancelled', 'payment'],
  ['placed', 'cancelled', 'system'],
  ['paid', 'pending', 'admin'],
  ['paid', 'confirmed', 'admin'],
  ['paid', 'cancelled', 'admin'],
  ['pending', 'confirmed', 'admin'],
  ['pending', 'cancelled', 'admin'],
  ['confirmed', 'pending', 'admin'],
  ['confirmed', 'shipped', 'admin'],
  ['confirmed', 'cancelled', 'admin'],
  ['shipped', 'delivered', 'admin'],
];
const ACTORS: OrderActor[] = ['admin', 'payment', 'system'];
const key = (from: string, to: string, actor: string) => `${from}>${to}:${actor}`;
const allowed = new Set(ALLOWED.map(([f, t, a]) => key(f, t, a)));

describe('order status transitions', () => {
  const every = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) => ACTORS.map((actor) => [from, to, actor] as const)),
  );

  it.each(every)('%s → %s by %s', (from, to, actor) => {
    expect(canMove(from, to, actor)).toBe(allowed.has(key(from, to, actor)));
  });

  it('lets an admin never mark an order paid, nor leave delivered or cancelled', () => {
    for (const from of ORDER_STATUSES) expect(canMove(from, 'paid', 'admin')).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(canMove('delivered', to, 'admin')).toBe(false);
      expect(canMove('cancelled', to, 'admin')).toBe(false);
    }
  });
});
