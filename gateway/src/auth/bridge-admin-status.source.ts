import type { AdminStatus } from '@ela/contracts';
import { requestAdminStatus, type AdminStatusSource } from '@ela/service-kit';
import type { NatsBridge } from '../nats/nats-bridge';

/** Asks auth for an admin's status over the gateway's own NATS connection; any failure is thrown. */
export class BridgeAdminStatusSource implements AdminStatusSource {
  constructor(private readonly bridge: NatsBridge) {}

  status(adminId: string): Promise<AdminStatus> {
    return requestAdminStatus((subject, envelope) => this.bridge.request(subject, envelope), adminId);
  }
}
