import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { InventoriesService } from './inventories.service';
import { InventoryWritesService } from './inventory-writes.service';

const s = SUBJECTS.catalog.inventories;

@Controller()
export class InventoriesHandlers {
  constructor(
    private readonly inventories: InventoriesService,
    private readonly writes: InventoryWritesService,
  ) {}

  @Handles(s.list)
  list(@Payload() req: RouteRequest<typeof s.list>) {
    return this.inventories.list(req.query);
  }

  @Handles(s.onSale)
  onSale(@Payload() req: RouteRequest<typeof s.onSale>) {
    return this.inventories.onSale(req.query);
  }

  @Handles(s.search)
  search(@Payload() req: RouteRequest<typeof s.search>) {
    return this.inventories.searchPage(req.query);
  }

  @Handles(s.byIds)
  byIds(@Payload() req: RouteRequest<typeof s.byIds>) {
    return this.inventories.byIds(req.query.ids);
  }

  @Handles(s.findOne)
  findOne(@Payload() req: RouteRequest<typeof s.findOne>) {
    return this.inventories.findOne(req.params.id);
  }

  @Handles(s.byProductNumber)
  byProductNumber(@Payload() req: RouteRequest<typeof s.byProductNumber>) {
    return this.inventories.findByProductNumber(req.params.n);
  }

  @Handles(s.byCategory)
  byCategory(@Payload() req: RouteRequest<typeof s.byCategory>) {
    return this.inventories.byCategory(req.params.id, req.query.limit);
  }

  @Handles(s.findByName)
  findByName(@Payload() req: RouteRequest<typeof s.findByName>) {
    return this.inventories.findByName(req.params.name);
  }

  @Handles(s.byProduct)
  byProduct(@Payload() req: RouteRequest<typeof s.byProduct>) {
    return this.inventories.byProduct(req.params.id);
  }

  @Handles(s.create)
  create(@Payload() req: RouteRequest<typeof s.create>) {
    return this.writes.create(req.body, req.caller.id);
  }

  @Handles(s.update)
  update(@Payload() req: RouteRequest<typeof s.update>) {
    return this.writes.update(req.params.id, req.body, req.caller.id);
  }

  @Handles(s.addImage)
  addImage(@Payload() req: RouteRequest<typeof s.addImage>) {
    return this.writes.addImage(req.params.id, req.body.upload.key);
  }

  @Handles(s.removeImage)
  removeImage(@Payload() req: RouteRequest<typeof s.removeImage>) {
    return this.writes.removeImage(req.params.id, req.body.key);
  }

  @Handles(s.remove)
  remove(@Payload() req: RouteRequest<typeof s.remove>) {
    return this.writes.remove(req.params.productId, req.params.inventoryId);
  }

  @Handles(s.restore)
  restore(@Payload() req: RouteRequest<typeof s.restore>) {
    return this.writes.restore(req.params.id);
  }
}
