import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { z } from 'zod';
import { SUBJECTS, iranMobile, searchUsersParams, updateProfileBody, type Envelope } from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { AccountsService } from './accounts.service';

const { users, admins, customers } = SUBJECTS.auth;
const ensureCustomerBody = z.object({ phone: iranMobile, profile: updateProfileBody });
const ensureAdminBody = z.object({
  phone: iranMobile,
  name: z.string().trim().min(1).max(60).nullable().default(null),
});

@Controller()
export class AccountsHandlers {
  constructor(private readonly accounts: AccountsService) {}

  @MessagePattern(users.current)
  current(@Payload() msg: Envelope) {
    return this.accounts.current(callerOf(msg, 'user'));
  }

  @MessagePattern(users.updateProfile)
  updateProfile(@Payload() msg: Envelope) {
    return this.accounts.updateProfile(callerOf(msg, 'user'), input(updateProfileBody, msg.body, 'body'));
  }

  @MessagePattern(users.search)
  search(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    return this.accounts.search(input(searchUsersParams, msg.params, 'params').term);
  }

  /** For the admin command and the seed; the gateway has no route to it. */
  @MessagePattern(admins.ensure)
  ensureAdmin(@Payload() msg: Envelope) {
    const body = input(ensureAdminBody, msg.body, 'body');
    return this.accounts.ensureAdmin(body.phone, body.name);
  }

  /** For the seed: a demo customer with a filled-in profile. */
  @MessagePattern(customers.ensure)
  ensureCustomer(@Payload() msg: Envelope) {
    const body = input(ensureCustomerBody, msg.body, 'body');
    return this.accounts.ensureUser(body.phone, body.profile);
  }
}
