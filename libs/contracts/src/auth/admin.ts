import { z } from 'zod';
import { idSchema } from '../common.schemas';
import { safeText } from '../text';
import { iranMobile } from './phone';
import { updateProfileBody } from './user';

// Messages of the admin subjects the gateway never forwards (SUBJECTS.auth.admins).

/** Body of `auth.admins.status`: the admin account a token names. */
export const adminStatusBody = z.object({ id: idSchema }).strict();

/**
 * Whether an admin may still act, and the token version their tokens must carry; an unknown id
 * is inactive. Verifiers ask this (and cache it briefly) for every admin token they see.
 */
export const adminStatus = z.object({ active: z.boolean(), tokenVersion: z.number().int().min(0) });
export type AdminStatus = z.infer<typeof adminStatus>;

/** Body of `auth.admins.ensure`: makes the number an admin's, or re-activates it. */
export const ensureAdminBody = z
  .object({ phone: iranMobile, name: safeText().min(1).max(60).nullable().default(null) })
  .strict();

/** Body of `auth.admins.deactivate`: ends the admin's access and every token already issued. */
export const deactivateAdminBody = z.object({ phone: iranMobile }).strict();

/** Body of `auth.customers.ensure`: a demo customer with a filled-in profile, for the seed. */
export const ensureCustomerBody = z.object({ phone: iranMobile, profile: updateProfileBody }).strict();
