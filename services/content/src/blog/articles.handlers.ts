import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ArticlesService } from './articles.service';
import { ArticleWritesService } from './article-writes.service';

const s = SUBJECTS.content.articles;

@Controller()
export class ArticlesHandlers {
  constructor(
    private readonly articles: ArticlesService,
    private readonly writes: ArticleWritesService,
  ) {}

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.writes.create(req.body, req.caller.id);
  }

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.articles.published(req.query);
  }

  @Handles(s.manage)
  manage(@Payload() req: RouteRequest<typeof s.manage>) {
    return this.articles.managed(req.query);
  }

  @Handles(s.findManaged)
  findManaged(@Payload() req: RouteRequest<typeof s.findManaged>) {
    return this.articles.findManaged(req.params.id);
  }

  @Handles(s.listDeleted)
  listDeleted(@Payload() req: RouteRequest<typeof s.listDeleted>) {
    return this.articles.deleted(req.query);
  }

  @Handles(s.story)
  story() {
    return this.articles.story();
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.articles.findShown(req.params.id);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.writes.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.writes.remove(req.params.id);
  }

  @Handles(s.findByTitle)
  findByTitle(@Payload() req: RouteRequest<typeof s.findByTitle>) {
    return this.articles.findByTitle(req.params.title);
  }

  @Handles(s.restore)
  restore(@Payload() req: RouteRequest<typeof s.restore>) {
    return this.writes.restore(req.params.id);
  }

  @Handles(s.related)
  related(@Payload() req: RouteRequest<typeof s.related>) {
    return this.articles.related(req.params);
  }

  @Handles(s.addContentImage)
  addContentImage(@Payload() req: RouteRequest<typeof s.addContentImage>) {
    return this.writes.addContentImage(req.params.id, req.body.upload);
  }

  @Handles(s.setPoster)
  setPoster(@Payload() req: RouteRequest<typeof s.setPoster>) {
    return this.writes.setPoster(req.params.id, req.body.upload);
  }

  @Handles(s.search)
  search(@Payload() req: RouteRequest<typeof s.search>) {
    return this.articles.searchFor(req.params.term, req.query);
  }
}
