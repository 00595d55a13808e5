import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ColorsService } from './colors.service';

const s = SUBJECTS.catalog.colors;

@Controller()
export class ColorsHandlers {
  constructor(private readonly colors: ColorsService) {}

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.colors.list(req.query);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.colors.findOne(req.params.id);
  }

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.colors.create(req.body);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.colors.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.colors.remove(req.params.id);
  }
}
