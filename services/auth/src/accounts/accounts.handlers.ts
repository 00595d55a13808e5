import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { SUBJECTS, iranMobile, updateProfileBody, type Envelope } from '@ela/contracts';
import { Handles, input, type CallerVerifier, type RouteRequest } from '@ela/service-kit';
import { CALLER_VERIFIER } from '../config';
import { AccountsService } from './accounts.service';
import { requireAdmin } from './internal-access';

const { users, customers } = SUBJECTS.auth;
const ensureCustomerBody = z.object({ phone: iranMobile, profile: updateProfileBody });

@Controller()
export class AccountsHandlers {
  constructor(
    private readonly accounts: AccountsService,
    @Inject(CALLER_VERIFIER) private readonly callers: CallerVerifier,
  ) {}

  @Handles(users.current)
  current(@Payload() req: RouteRequest<typeof users.current>) {
    return this.accounts.current(req.caller);
  }

  @Handles(users.updateProfile)
  updateProfile(@Payload() req: RouteRequest<typeof users.updateProfile>) {
    return this.accounts.updateProfile(req.caller, req.body);
  }

  @Handles(users.search)
  search(@Payload() req: RouteRequest<typeof users.search>) {
    return this.accounts.search(req.params.term);
  }

  /** For the seed: a demo customer with a filled-in profile. The gateway has no route to it. */
  @MessagePattern(customers.ensure)
  async ensureCustomer(@Payload() msg: Envelope) {
    await requireAdmin(this.callers, msg);
    const body = input(ensureCustomerBody, msg.body, 'body');
    return this.accounts.ensureUser(body.phone, body.profile);
  }
}
