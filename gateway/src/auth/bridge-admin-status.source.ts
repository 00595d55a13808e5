import { randomUUID } from 'node:crypto';
import { SUBJECTS, adminStatus, type AdminStatus } from '@ela/contracts';
import type { AdminStatusSource } from '@ela/service-kit';
import type { NatsBridge } from '../nats/nats-bridge';

/** Asks auth for an admin's status over the gateway's own NATS connection; any failure is thrown. */
export class BridgeAdminStatusSource implements AdminStatusSource {
  constructor(private readonly bridge: NatsBridge) {}

  async status(adminId: string): Promise<AdminStatus> {
    const result = await this.bridge.request(SUBJECTS.auth.admins.status, {
      requestId: randomUUID(),
      token: null,
      params: {},
      query: {},
      body: { id: adminId },
    });
    if (!result.ok) throw new Error(`admin status: ${result.error.statusCode} ${result.error.message}`);
    return adminStatus.parse(result.value);
  }
}
