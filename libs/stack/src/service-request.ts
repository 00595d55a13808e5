import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Caller, Envelope } from '@ela/contracts';

/**
 * Talks to a service over NATS the way the gateway does, for seeding and tests
 * that act as an administrator before logins exist.
 */
export class ServiceClient {
  private constructor(
    private readonly nc: NatsConnection,
    private readonly prefix: string,
  ) {}

  /** `prefix` must match the NATS_SUBJECT_PREFIX the services run with. */
  static async connect(natsUrl: string, prefix = ''): Promise<ServiceClient> {
    return new ServiceClient(await connect({ servers: natsUrl, name: 'stack-client' }), prefix);
  }

  async request<T>(
    subject: string,
    part: Partial<Omit<Envelope, 'requestId'>>,
    caller: Caller | null = null,
  ): Promise<T> {
    const envelope: Envelope = {
      requestId: randomUUID(),
      caller,
      params: part.params ?? {},
      query: part.query ?? {},
      body: part.body ?? null,
    };
    const packet = JSON.stringify({ pattern: subject, id: envelope.requestId, data: envelope });
    const reply = (await this.nc.request(`${this.prefix}${subject}`, packet, { timeout: 10000 })).json<{
      response?: T;
      err?: unknown;
    }>();
    if (reply.err !== undefined) throw new Error(`${subject} failed: ${JSON.stringify(reply.err)}`);
    return reply.response as T;
  }

  close(): Promise<void> {
    return this.nc.close();
  }
}

/** The caller seeding and tests use while acting for the shop itself. */
export const SYSTEM_ADMIN: Caller = { id: '00000000-0000-4000-8000-000000000000', role: 'admin' };
