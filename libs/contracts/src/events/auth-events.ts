import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { defineEvent } from './event';

/**
 * `customerChanged`: a customer's profile or address book changed, or the customer is gone. Auth's
 * database writes it itself (triggers), so no write path can miss it; `version` grows with every
 * change of that customer, so a reader keeps a copy only if nothing newer was announced.
 */
export const AUTH_EVENTS = {
  customerChanged: defineEvent(
    'auth.customer.changed.v1',
    z.object({ id: idSchema, version: z.string().regex(/^\d{1,19}$/) }).strict(),
  ),
} as const;
