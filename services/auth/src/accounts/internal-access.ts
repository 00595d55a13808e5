import { checkAccess, type Caller } from '@ela/contracts';
import { ServiceError, type CallerVerifier } from '@ela/service-kit';

/**
 * For subjects the gateway never forwards (no route row, so no `@Handles`): the envelope's
 * token must name an admin, verified as the route binding would. Seeds and tests act as the
 * development system admin; in production only the admin commands, which use the database.
 */
export async function requireAdmin(verifier: CallerVerifier, envelope: unknown): Promise<Caller> {
  const token = (envelope as { token?: unknown } | null)?.token;
  const caller = typeof token === 'string' ? await verifier.verify(token) : null;
  const refused = checkAccess('admin', caller);
  if (refused) throw new ServiceError(refused);
  return caller!;
}
