import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ERROR_CODES, MESSAGES, type Envelope } from '@ela/contracts';
import { followEvents, natsConnection, requestService, type ServiceResult } from '@ela/service-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';

/** The gateway's one NATS connection: request-reply to the services, and their events. */
@Injectable()
export class NatsBridge implements OnModuleDestroy {
  private connection: NatsConnection | null = null;
  /** False between a disconnect and the reconnect, while the client keeps trying. */
  private online = false;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {}

  async connect(): Promise<void> {
    this.connection = await connect(natsConnection(this.config.NATS_URL, 'gateway'));
    this.online = true;
    const nc = this.connection;
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') this.online = false;
        else if (status.type === 'reconnect') this.online = true;
      }
    })();
  }

  get connected(): boolean {
    return this.online && this.connection !== null && !this.connection.isClosed();
  }

  /** While NATS is away a request is a 503 at once, not a wait for the timeout. */
  request(subject: string, envelope: Envelope): Promise<ServiceResult> {
    if (!this.connection || !this.connected)
      return Promise.resolve({
        ok: false,
        error: { statusCode: 503, message: MESSAGES.unavailable, error: ERROR_CODES.unavailable },
      });
    return requestService(this.connection, subject, envelope, {
      prefix: this.config.NATS_SUBJECT_PREFIX,
      timeoutMs: this.config.REQUEST_TIMEOUT_MS,
    });
  }

  /** A request the gateway sends on its own behalf (no caller, no HTTP request behind it). */
  ask(subject: string, body: unknown): Promise<ServiceResult> {
    return this.request(subject, { requestId: randomUUID(), token: null, params: {}, query: {}, body });
  }

  /**
   * Calls `onEvent` for each event a service publishes from now on, and `onGap` whenever
   * events may have been missed (the connection dropped and came back), so caches start afresh.
   */
  async follow(domain: string, onEvent: () => void, onGap: () => void): Promise<void> {
    if (!this.connection) throw new Error('connect() first');
    await followEvents(this.connection, domain, this.config.NATS_SUBJECT_PREFIX, onEvent, onGap);
  }

  async onModuleDestroy(): Promise<void> {
    await this.connection?.drain();
  }
}
