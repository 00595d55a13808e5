import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { connect, errors, type NatsConnection } from '@nats-io/transport-node';
import { ERROR_CODES, MESSAGES, isApiError, type ApiError, type Envelope } from '@ela/contracts';
import { followEvents } from '@ela/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

export type BridgeResult = { ok: true; value: unknown } | { ok: false; error: ApiError };

/** Nest's NATS transport wraps each reply as `{ id, response }` or `{ id, err }`. */
interface NestReply {
  response?: unknown;
  err?: unknown;
}

/** Request-reply to the services, speaking the wire format of Nest's NATS transport. */
@Injectable()
export class NatsBridge implements OnModuleDestroy {
  private connection: NatsConnection | null = null;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async connect(): Promise<void> {
    this.connection = await connect({
      servers: this.config.NATS_URL,
      name: 'gateway',
      maxReconnectAttempts: -1,
    });
  }

  get connected(): boolean {
    return this.connection !== null && !this.connection.isClosed();
  }

  async request(subject: string, envelope: Envelope): Promise<BridgeResult> {
    if (!this.connection || this.connection.isClosed()) return unavailable();
    const packet = JSON.stringify({ pattern: subject, id: envelope.requestId, data: envelope });
    try {
      const reply = await this.connection.request(`${this.config.NATS_SUBJECT_PREFIX}${subject}`, packet, {
        timeout: this.config.REQUEST_TIMEOUT_MS,
      });
      return decode(reply.json<NestReply>());
    } catch (error) {
      return fromTransportError(error);
    }
  }

  /**
   * Calls `onEvent` for each event a service publishes from now on, and `onGap` whenever
   * events may have been missed (the connection dropped and came back), so caches start afresh.
   */
  async follow(domain: string, onEvent: () => void, onGap: () => void): Promise<void> {
    const nc = this.connection;
    if (!nc) throw new Error('connect() first');
    await followEvents(nc, domain, this.config.NATS_SUBJECT_PREFIX, onEvent);
    void (async () => {
      for await (const status of nc.status())
        if (status.type === 'reconnect' || status.type === 'disconnect') onGap();
    })();
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.drain();
  }
}

function decode(reply: NestReply): BridgeResult {
  if (reply.err === undefined) return { ok: true, value: reply.response ?? null };
  if (isApiError(reply.err)) return { ok: false, error: reply.err };
  return { ok: false, error: { statusCode: 500, message: MESSAGES.internal, error: ERROR_CODES.internal } };
}

function fromTransportError(error: unknown): BridgeResult {
  const cause = error instanceof errors.RequestError ? error.cause : error;
  if (cause instanceof errors.TimeoutError || error instanceof errors.TimeoutError) {
    return { ok: false, error: { statusCode: 504, message: MESSAGES.timeout, error: ERROR_CODES.timeout } };
  }
  return unavailable();
}

function unavailable(): BridgeResult {
  return {
    ok: false,
    error: { statusCode: 503, message: MESSAGES.unavailable, error: ERROR_CODES.unavailable },
  };
}
