import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Caller, Envelope } from '@ela/contracts';
import {
  AccessTokenSigner,
  DEV_SIGNING_KEY,
  DEV_SYSTEM_ADMIN_ID,
  natsConnection,
  requestService,
  type TokenSubject,
} from '@ela/service-kit/clients';

/**
 * Talks to a service over NATS the way the gateway does, for seeding and tests that act as an
 * administrator before logins exist. A caller travels as a real access token signed with the
 * dev key, so only a stack in development or test mode accepts it.
 */
export class ServiceClient {
  private readonly signer = new AccessTokenSigner({
    ACCESS_TOKEN_SIGNING_KEY: DEV_SIGNING_KEY,
    ACCESS_TOKEN_TTL_SECONDS: 3600,
  });

  private constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
  ) {}

  /** `prefix` must match the NATS_SUBJECT_PREFIX the services run with. */
  static async connect(natsUrl: string, prefix = ''): Promise<ServiceClient> {
    return new ServiceClient(await connect(natsConnection(natsUrl, 'stack-client')), prefix);
  }

  async request<T>(
    subject: string,
    part: Partial<Pick<Envelope, 'params' | 'query' | 'body' | 'client'>>,
    caller: Caller | null = null,
  ): Promise<T> {
    const envelope: Envelope = {
      requestId: randomUUID(),
      token: caller ? await this.signer.sign(subjectOf(caller)) : null,
      params: part.params ?? {},
      query: part.query ?? {},
      body: part.body ?? null,
      ...(part.client && { client: part.client }),
    };
    const reply = await requestService<T>(this.nc, subject, envelope, {
      prefix: this.prefix,
      timeoutMs: 10_000,
    });
    if (!reply.ok) throw new Error(`${subject} failed: ${JSON.stringify(reply.error)}`);
    return reply.value;
  }

  close(): Promise<void> {
    return this.nc.close();
  }
}

/** Admin accounts start at token version 1 and keep it until they are deactivated. */
const subjectOf = (caller: Caller): TokenSubject =>
  caller.role === 'admin'
    ? { id: caller.id, role: 'admin', tokenVersion: 1 }
    : { id: caller.id, role: 'user' };

/**
 * The caller seeding and tests use while acting for the shop itself: an admin account that
 * auth creates at start in development and test only.
 */
export const SYSTEM_ADMIN: Caller = { id: DEV_SYSTEM_ADMIN_ID, role: 'admin' };
