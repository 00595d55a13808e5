import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { CategoriesService } from './categories.service';
import { CategoryWritesService } from './category-writes.service';

const s = SUBJECTS.catalog.categories;

@Controller()
export class CategoriesHandlers {
  constructor(
    private readonly categories: CategoriesService,
    private readonly writes: CategoryWritesService,
  ) {}

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.categories.list(req.query);
  }

  @Handles(s.mains)
  mains() {
    return this.categories.mains();
  }

  @Handles(s.tree)
  tree() {
    return this.categories.tree();
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.categories.findOne(req.params.id);
  }

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.writes.create(req.body);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.writes.update(req.params.id, req.body);
  }

  @Handles(s.setPoster)
  setPoster(@Payload() req: RouteRequest<typeof s.setPoster>) {
    return this.writes.setPoster(req.params.id, req.params.variant, req.body.upload.key);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.writes.remove(req.params.id);
  }
}
