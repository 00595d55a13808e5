import { randomUUID } from 'node:crypto';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { ERROR_CODES, MESSAGES, isApiError, type Envelope } from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';

export interface ServiceRequestsOptions {
  natsUrl: string;
  /** The NATS_SUBJECT_PREFIX the other services listen under. */
  prefix: string;
  timeoutMs: number;
}

/**
 * Asks another service over NATS, in Nest's wire format, as the gateway does. Its refusals come
 * back as they are (auth's 404 for someone else's address stays a 404); no answer is a 503 and
 * a slow one a 504, so a customer never sees a 500 for a neighbour's outage.
 */
export class ServiceRequests {
  private connection: Promise<NatsConnection> | null = null;

  constructor(private readonly options: ServiceRequestsOptions) {}

  async request<T>(
    subject: string,
    part: Pick<Envelope, 'token' | 'params'> & Partial<Envelope>,
  ): Promise<T> {
    const envelope: Envelope = { requestId: randomUUID(), query: {}, body: null, ...part };
    const packet = JSON.stringify({ pattern: subject, id: envelope.requestId, data: envelope });
    let reply: { response?: T; err?: unknown };
    try {
      const nc = await this.connect();
      const msg = await nc.request(`${this.options.prefix}${subject}`, packet, {
        timeout: this.options.timeoutMs,
      });
      reply = msg.json<{ response?: T; err?: unknown }>();
    } catch (error) {
      throw transportFailure(error);
    }
    if (reply.err === undefined) return reply.response as T;
    if (isApiError(reply.err)) throw new ServiceError(reply.err);
    throw new Error(`${subject} failed: ${JSON.stringify(reply.err)}`);
  }

  async close(): Promise<void> {
    const nc = await this.connection?.catch(() => null);
    await nc?.drain();
  }

  /** One connection, opened on first use; a failed attempt is retried next time. */
  private connect(): Promise<NatsConnection> {
    this.connection ??= connect({
      servers: this.options.natsUrl,
      name: 'orders-requests',
      maxReconnectAttempts: -1,
    }).catch((error: unknown) => {
      this.connection = null;
      throw error;
    });
    return this.connection;
  }
}

function transportFailure(error: unknown): ServiceError {
  const cause = error instanceof errors.RequestError ? error.cause : error;
  if (cause instanceof errors.TimeoutError || error instanceof errors.TimeoutError)
    return new ServiceError({ statusCode: 504, message: MESSAGES.timeout, error: ERROR_CODES.timeout });
  return new ServiceError({ statusCode: 503, message: MESSAGES.unavailable, error: ERROR_CODES.unavailable });
}
