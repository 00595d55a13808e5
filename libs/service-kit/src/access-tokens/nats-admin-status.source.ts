import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { natsConnection } from '../nats/nats-connection';
import { SUBJECTS, adminStatus, type AdminStatus, type Envelope } from '@ela/contracts';
import type { AdminStatusSource } from './admin-status-cache';
import { requestService, type ServiceResult } from '../nats/service-request';

export interface NatsAdminStatusOptions {
  natsUrl: string;
  /** The NATS_SUBJECT_PREFIX auth listens under. */
  prefix: string;
  /** An admin request waits at most this long for auth before it is refused. */
  timeoutMs?: number;
}

/**
 * Asks auth over NATS (in Nest's wire format) for an admin's status. Any failure (no auth
 * replica, timeout, an answer of the wrong shape) is thrown: the caller refuses the token.
 */
export class NatsAdminStatusSource implements AdminStatusSource {
  private connection: Promise<NatsConnection> | null = null;

  constructor(private readonly options: NatsAdminStatusOptions) {}

  async status(adminId: string): Promise<AdminStatus> {
    const nc = await this.connect();
    return requestAdminStatus(
      (subject, envelope) =>
        requestService(nc, subject, envelope, {
          prefix: this.options.prefix,
          timeoutMs: this.options.timeoutMs ?? 2000,
        }),
      adminId,
    );
  }

  async close(): Promise<void> {
    const nc = await this.connection?.catch(() => null);
    await nc?.drain();
  }

  /** One connection, opened on the first admin token; a failed attempt is retried next time. */
  private connect(): Promise<NatsConnection> {
    this.connection ??= connect(natsConnection(this.options.natsUrl, 'admin-status')).catch(
      (error: unknown) => {
        this.connection = null;
        throw error;
      },
    );
    return this.connection;
  }
}

/**
 * Asks auth for one admin's status through `send` (any NATS client that speaks to services);
 * a refusal or an answer of the wrong shape is thrown, and the caller refuses the token.
 */
export async function requestAdminStatus(
  send: (subject: string, envelope: Envelope) => Promise<ServiceResult>,
  adminId: string,
): Promise<AdminStatus> {
  const subject = SUBJECTS.auth.admins.status;
  const reply = await send(subject, {
    requestId: randomUUID(),
    token: null,
    params: {},
    query: {},
    body: { id: adminId },
  });
  if (!reply.ok) throw new Error(`${subject} failed: ${JSON.stringify(reply.error)}`);
  return adminStatus.parse(reply.value);
}
