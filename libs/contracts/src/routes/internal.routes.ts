import { SUBJECTS } from '../subjects';
import { internalRoute, type InternalRouteDef } from '../route';
import { reserveStockBody } from '../catalog/stock';
import { adminStatusBody, deactivateAdminBody, ensureAdminBody, ensureCustomerBody } from '../auth/admin';

const { admins, customers } = SUBJECTS.auth;
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
    access: 'admin',
    service,
    summary: 'Make a number an admin, or re-activate it (seed and tests)',
    body: ensureAdminBody,
  }),
  internalRoute({
    subject: admins.deactivate,
    access: 'admin',
    service,
    summary: "End an admin's access and every token already issued",
    body: deactivateAdminBody,
  }),
  internalRoute({
    subject: customers.ensure,
    access: 'admin',
    service,
    summary: 'A demo customer with a filled-in profile (seed)',
    body: ensureCustomerBody,
  }),
  internalRoute({
    subject: SUBJECTS.catalog.stock.reserve,
    // Orders forwards the customer's verified token: a reservation is made on their behalf.
    access: 'user',
    service: 'catalog',
    summary: 'Hold stock for an order, every line or none; again for the same order changes nothing',
    body: reserveStockBody,
  }),
] as const satisfies readonly InternalRouteDef[];
