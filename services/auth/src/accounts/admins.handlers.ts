import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBJECTS,
  adminStatusBody,
  deactivateAdminBody,
  ensureAdminBody,
  type Envelope,
} from '@ela/contracts';
import { input, type CallerVerifier } from '@ela/service-kit';
import { CALLER_VERIFIER } from '../config';
import { AdminsService } from './admins.service';
import { requireAdmin } from './internal-access';

const { admins } = SUBJECTS.auth;

/** Subjects the gateway has no route to: for verifiers (status), the seed and tests. */
@Controller()
export class AdminsHandlers {
  constructor(
    private readonly admins: AdminsService,
    @Inject(CALLER_VERIFIER) private readonly callers: CallerVerifier,
  ) {}

  /**
   * Open to any NATS client: every verifier asks it for every admin token it has not seen for a
   * few seconds, and it tells only whether an account id is active and its token version.
   */
  @MessagePattern(admins.status)
  status(@Payload() msg: Envelope) {
    return this.admins.status(input(adminStatusBody, msg.body, 'body').id);
  }

  @MessagePattern(admins.ensure)
  async ensure(@Payload() msg: Envelope) {
    await requireAdmin(this.callers, msg);
    const body = input(ensureAdminBody, msg.body, 'body');
    return this.admins.ensure(body.phone, body.name);
  }

  @MessagePattern(admins.deactivate)
  async deactivate(@Payload() msg: Envelope) {
    await requireAdmin(this.callers, msg);
    return this.admins.deactivate(input(deactivateAdminBody, msg.body, 'body').phone);
  }
}
