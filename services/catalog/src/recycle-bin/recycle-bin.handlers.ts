import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { SUBJECTS } from '@ela/contracts';
import { Handles, type RouteRequest } from '@ela/service-kit';
import { ProductsService } from '../products/products.service';
import { InventoriesService } from '../inventories/inventories.service';
import { CategoriesService } from '../categories/categories.service';

const s = SUBJECTS.catalog.recycleBin;

/** GET /products/get-all-removed: one listing over the catalog's three kinds of deleted things. */
@Controller()
export class RecycleBinHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly inventories: InventoriesService,
    private readonly categories: CategoriesService,
  ) {}

  @Handles(s.list)
  async list(@Payload() req: RouteRequest<typeof s.list>) {
    const { kind, page, limit } = req.query;
    const params = { page, limit, sort: 'deleted_newest' as const };
    const bin = {
      products: () => this.products.listDeleted(params),
      inventories: () => this.inventories.listDeleted(params),
      product_categories: () => this.categories.listDeleted(params),
    };
    return { kind, ...(await bin[kind]()) };
  }
}
