import { SUBJECTS } from '../subjects';
import { internalRoute, type InternalRouteDef } from '../route';
import { reserveStockBody } from '../catalog/stock';
import { mediaInUseBody } from '../media/media-in-use';
import { listingChangesBody } from '../catalog/listing-changes';
import { orderClaimBody, paymentCheckBody, startPlacedBody } from '../payments/payment-claims';
import { adminStatusBody, deactivateAdminBody, ensureAdminBody, ensureCustomerBody } from '../auth/admin';
import { addressForOrderBody } from '../auth/address';

const { admins, customers, addresses } = SUBJECTS.auth;
const service = 'auth';

/** Subjects services answer that the gateway has no route to; bound and checked like route rows. */
export const INTERNAL_ROUTES = [
  internalRoute({
    subject: admins.status,
    // Every verifier asks it for each admin token it has not seen for a few seconds; it tells
    // only whether an account id is active and its token version.
    access: 'public',
    service,
    summary: 'Whether an admin account is active, and its token version',
    body: adminStatusBody,
  }),
  internalRoute({
    subject: admins.ensure,
    title: 'تعیین مدیر',
    access: 'admin',
    service,
    summary: 'Make a number an admin, or re-activate it (seed and tests)',
    body: ensureAdminBody,
  }),
  internalRoute({
    subject: admins.deactivate,
    title: 'پایان دسترسی مدیر',
    access: 'admin',
    service,
    summary: "End an admin's access and every token already issued",
    body: deactivateAdminBody,
  }),
  internalRoute({
    subject: customers.ensure,
    title: 'ساخت مشتری نمونه',
    access: 'admin',
    service,
    summary: 'A demo customer with a filled-in profile (seed)',
    body: ensureCustomerBody,
  }),
  internalRoute({
    subject: addresses.forOrder,
    // Only orders may send it (NATS permissions), with the customer's verified token: one request
    // for what placing an order needs of auth.
    access: 'user',
    service,
    summary: "One of the caller's addresses and the caller as auth has them now, for an order being placed",
    body: addressForOrderBody,
  }),
  internalRoute({
    subject: SUBJECTS.catalog.stock.reserve,
    // Orders forwards the customer's verified token: a reservation is made on their behalf.
    access: 'user',
    service: 'catalog',
    summary: 'Hold stock for an order, every line or none; again for the same order changes nothing',
    body: reserveStockBody,
  }),
  internalRoute({
    subject: SUBJECTS.catalog.media.inUse,
    // Only the gateway sends it (NATS permissions), on its own behalf, before deleting a picture.
    access: 'public',
    service: 'catalog',
    summary: 'Which of these image keys the catalog still refers to, binned rows included',
    body: mediaInUseBody,
  }),
  internalRoute({
    subject: SUBJECTS.catalog.listings.changes,
    // Only the gateway sends it (NATS permissions): what it reads is what public listings show.
    access: 'public',
    service: 'catalog',
    summary: 'Product listing rows written or removed since a position, a page at a time',
    body: listingChangesBody,
  }),
  internalRoute({
    subject: SUBJECTS.content.media.inUse,
    // Only the gateway sends it (NATS permissions), on its own behalf, before deleting a picture.
    access: 'public',
    service: 'content',
    summary: 'Which of these image keys the blog and the league still refer to, binned rows included',
    body: mediaInUseBody,
  }),
  internalRoute({
    subject: SUBJECTS.orders.orders.claim,
    // Only payments may send it (NATS permissions); orders checks each step with payments' row.
    access: 'public',
    service: 'orders',
    summary: "Payments' claim on an order: open, hold, pay, release, or read its status and holder",
    body: orderClaimBody,
  }),
  internalRoute({
    subject: SUBJECTS.payments.payments.startPlaced,
    // Only orders may send it (NATS permissions), with the customer's verified token.
    access: 'user',
    service: 'payments',
    summary: 'Start paying an order just placed, at its gateway, for the total orders keeps',
    body: startPlacedBody,
  }),
  internalRoute({
    subject: SUBJECTS.payments.payments.check,
    // Only orders may send it (NATS permissions): a payment's order, amount, state and capture.
    access: 'public',
    service: 'payments',
    summary: 'A payment as payments keeps it, for orders to check a claim against',
    body: paymentCheckBody,
  }),
] as const satisfies readonly InternalRouteDef[];
