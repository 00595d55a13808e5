import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { DesignsService } from './designs.service';

const s = SUBJECTS.catalog.designs;

@Controller()
export class DesignsHandlers {
  constructor(private readonly designs: DesignsService) {}

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.designs.list(req.query);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.designs.findOne(req.params.id);
  }

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.designs.create(req.body);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.designs.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.designs.remove(req.params.id);
  }
}
