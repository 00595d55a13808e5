import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { AccountsService } from './accounts.service';

const { users, customers } = SUBJECTS.auth;

@Controller()
export class AccountsHandlers {
  constructor(private readonly accounts: AccountsService) {}

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
  @Handles(customers.ensure)
  ensureCustomer(@Payload() req: RouteRequest<typeof customers.ensure>) {
    return this.accounts.ensureUser(req.body.phone, req.body.profile);
  }
}
