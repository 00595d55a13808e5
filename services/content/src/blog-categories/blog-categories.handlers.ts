import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { BlogCategoriesService } from './blog-categories.service';

const s = SUBJECTS.content.blogCategories;

@Controller()
export class BlogCategoriesHandlers {
  constructor(private readonly categories: BlogCategoriesService) {}

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.categories.create(req.body);
  }

  @Handles(s.list)
  list() {
    return this.categories.list();
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.categories.findOne(req.params.id);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.categories.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.categories.remove(req.params.id);
  }
}
