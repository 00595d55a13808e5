import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ProductsService } from './products.service';
import { ProductWritesService } from './product-writes.service';

const s = SUBJECTS.catalog.products;

@Controller()
export class ProductsHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly writes: ProductWritesService,
  ) {}

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.products.list(req.query);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.products.findOne(req.params.id);
  }

  @Handles(s.findByName)
  findByName(@Payload() req: RouteRequest<typeof s.findByName>) {
    return this.products.findByName(req.params.name);
  }

  @Handles(s.onSale)
  onSale(@Payload() req: RouteRequest<typeof s.onSale>) {
    return this.products.onSale(req.query);
  }

  @Handles(s.byCategory)
  byCategory(@Payload() req: RouteRequest<typeof s.byCategory>) {
    return this.products.byCategory(req.params.id, req.query.limit);
  }

  @Handles(s.similar)
  similar(@Payload() req: RouteRequest<typeof s.similar>) {
    return this.products.related(req.params.id, 'similar');
  }

  @Handles(s.set)
  set(@Payload() req: RouteRequest<typeof s.set>) {
    return this.products.related(req.params.id, 'set');
  }

  @Handles(s.listDeleted)
  listDeleted(@Payload() req: RouteRequest<typeof s.listDeleted>) {
    return this.products.listDeleted(req.query);
  }

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.writes.create(req.body);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.writes.update(req.params.id, req.body);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.writes.remove(req.params.id);
  }

  @Handles(s.restore)
  restore(@Payload() req: RouteRequest<typeof s.restore>) {
    return this.writes.restore(req.params.id);
  }
}
