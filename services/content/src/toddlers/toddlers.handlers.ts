import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ToddlersService } from './toddlers.service';

const s = SUBJECTS.content.toddlers;

@Controller()
export class ToddlersHandlers {
  constructor(private readonly toddlers: ToddlersService) {}

  @Handles(s.submit)
  submit(@Payload() req: RouteRequest<typeof s.submit>) {
    return this.toddlers.submit(req.caller.id, req.body);
  }

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.toddlers.gallery(req.query);
  }

  @Handles(s.mine)
  mine(@Payload() req: RouteRequest<typeof s.mine>) {
    return this.toddlers.mine(req.caller.id, req.query);
  }

  @Handles(s.queue)
  queue(@Payload() req: RouteRequest<typeof s.queue>) {
    return this.toddlers.queue(req.query);
  }

  @Handles(s.byName)
  byName(@Payload() req: RouteRequest<typeof s.byName>) {
    return this.toddlers.byName(req.params.name, req.query);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.toddlers.findOne(req.params.id, req.caller);
  }

  @Handles(s.review)
  review(@Payload() req: RouteRequest<typeof s.review>) {
    return this.toddlers.review(req.params.id, req.body, req.caller.id);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.toddlers.remove(req.params.id);
  }
}
