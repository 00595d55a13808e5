import { ERROR_CODES, MESSAGES, type Caller, type Envelope, type Role } from '@ela/contracts';
import { ServiceError } from './service-error';

/**
 * The caller the gateway resolved, of the role a handler needs. The gateway already
 * refuses others; checking again keeps a service safe from any other NATS client.
 */
export function callerOf(msg: Envelope, role: Role): Caller {
  if (msg.caller?.role !== role) {
    const message = role === 'admin' ? MESSAGES.adminUnauthorized : MESSAGES.unauthorized;
    throw new ServiceError({ statusCode: 401, message, error: ERROR_CODES.unauthorized });
  }
  return msg.caller;
}
