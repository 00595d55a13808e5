import { randomUUID } from 'node:crypto';
import { requestContext } from '../request-context';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnection } from './nats-connection';
import { ERROR_CODES, MESSAGES, type Envelope, type EventMessage } from '@ela/contracts';
import { followEvents } from '../outbox/event-follower';
import { ServiceError } from '../service-error';
import { requestService } from './service-request';

export interface ServiceRequestsOptions {
  /** The connection's name in NATS' monitoring, e.g. `orders-requests`. */
  name: string;
  natsUrl: string;
  /** The NATS_SUBJECT_PREFIX the other services listen under. */
  prefix: string;
}

type RequestPart = Pick<Envelope, 'token' | 'params'> & Partial<Envelope>;

/** What a typed client of one service is handed: requests with that service's time limit. */
export interface ServiceCaller {
  request<T>(subject: string, part: RequestPart): Promise<T>;
  /** The called service's events from now on, on the same connection (see `followEvents`). */
  follow(domain: string, onEvent: (event: EventMessage) => void, onGap: () => void): Promise<void>;
}

/**
 * Asks other services over NATS, in Nest's wire format, as the gateway does, on one connection
 * for the whole process. Their refusals come back as they are (auth's 404 for someone else's
 * address stays a 404); no answer is a 503 and a slow one a 504, so a customer never sees a 500
 * for a neighbour's outage.
 */
export class ServiceRequests {
  private connection: Promise<NatsConnection> | null = null;

  constructor(private readonly options: ServiceRequestsOptions) {}

  /** Requests that give up after `timeoutMs`: each called service has its own limit. */
  withTimeout(timeoutMs: number): ServiceCaller {
    return {
      request: (subject, part) => this.request(subject, part, timeoutMs),
      follow: async (domain, onEvent, onGap) =>
        followEvents(await this.connect(), domain, this.options.prefix, onEvent, onGap),
    };
  }

  async request<T>(subject: string, part: RequestPart, timeoutMs: number): Promise<T> {
    // The request being handled keeps its id on the way to the next service, for the logs.
    const requestId = requestContext.getStore()?.requestId ?? randomUUID();
    const envelope: Envelope = { requestId, query: {}, body: null, ...part };
    const nc = await this.connect().catch(() => {
      throw new ServiceError({
        statusCode: 503,
        message: MESSAGES.unavailable,
        error: ERROR_CODES.unavailable,
      });
    });
    const reply = await requestService<T>(nc, subject, envelope, {
      prefix: this.options.prefix,
      timeoutMs,
    });
    if (!reply.ok) throw new ServiceError(reply.error);
    return reply.value;
  }

  async close(): Promise<void> {
    const nc = await this.connection?.catch(() => null);
    await nc?.drain();
  }

  onApplicationShutdown(): Promise<void> {
    return this.close();
  }

  /** One connection, opened on first use; a failed attempt is retried next time. */
  private connect(): Promise<NatsConnection> {
    this.connection ??= connect(natsConnection(this.options.natsUrl, this.options.name)).catch(
      (error: unknown) => {
        this.connection = null;
        throw error;
      },
    );
    return this.connection;
  }
}
