import { SUBJECTS } from './subjects';

/**
 * Who connects to NATS, each as a user of its own: the gateway, every service, `cli` for the
 * administrators' commands and seeding, and `operator` for people inspecting NATS itself.
 */
export const NATS_USERS = [
  'gateway',
  'auth',
  'catalog',
  'orders',
  'payments',
  'content',
  'analytics',
  'cli',
  'operator',
] as const;
export type NatsUser = (typeof NATS_USERS)[number];

/** The inbox of a NATS user: permissions let each user read replies there and nowhere else. */
export function inboxOf(user: string): string {
  return `_INBOX_${user}`;
}

/**
 * What a user does on NATS beyond what the route table already says (a service answers the
 * subjects of its own rows; the gateway sends the public rows): the requests it sends to other
 * services, and the services whose events it follows. Every verifier also asks auth for an admin's
 * status. The NATS server's permissions are generated from this and the route table
 * (`npm run nats:config`), so a request or a consumer added in code needs a line here, or NATS
 * refuses it (the permissions test runs every flow through them).
 */
export const NATS_USES: Record<
  Exclude<NatsUser, 'cli' | 'operator'>,
  { requests: readonly string[]; follows: readonly string[] }
> = {
  gateway: {
    // Before deleting a released picture's files, the gateway asks every owner whether it still uses it.
    // It keeps a copy of the product listings, and reads what changed in them from the catalog.
    requests: [SUBJECTS.catalog.media.inUse, SUBJECTS.content.media.inUse, SUBJECTS.catalog.listings.changes],
    follows: ['catalog', 'content'],
  },
  auth: { requests: [], follows: [] },
  catalog: { requests: [], follows: ['orders'] },
  orders: {
    requests: [
      SUBJECTS.catalog.inventories.byIds,
      SUBJECTS.catalog.stock.reserve,
      SUBJECTS.catalog.categories.tree,
      // An order's or a shipping quote's address, and who places it (kept on it, for the panel).
      SUBJECTS.auth.addresses.forOrder,
      SUBJECTS.auth.users.search,
      SUBJECTS.payments.gateways.list,
      SUBJECTS.payments.payments.startPlaced,
      SUBJECTS.payments.payments.check,
    ],
    // Inventories it has read are reused for basket changes until the catalog says they changed;
    // customers' addresses are copied for orders until auth says they changed.
    follows: ['catalog', 'auth'],
  },
  payments: { requests: [SUBJECTS.orders.orders.claim], follows: ['orders'] },
  content: { requests: [], follows: [] },
  analytics: { requests: [], follows: ['orders'] },
};
