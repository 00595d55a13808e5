import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { AdminsService } from './admins.service';

const { admins } = SUBJECTS.auth;

/** Subjects the gateway has no route to (see INTERNAL_ROUTES): for verifiers, the seed and tests. */
@Controller()
export class AdminsHandlers {
  constructor(private readonly admins: AdminsService) {}

  @Handles(admins.status)
  status(@Payload() req: RouteRequest<typeof admins.status>) {
    return this.admins.status(req.body.id);
  }

  @Handles(admins.ensure)
  ensure(@Payload() req: RouteRequest<typeof admins.ensure>) {
    return this.admins.ensure(req.body.phone, req.body.name);
  }

  @Handles(admins.deactivate)
  deactivate(@Payload() req: RouteRequest<typeof admins.deactivate>) {
    return this.admins.deactivate(req.body.phone);
  }
}
