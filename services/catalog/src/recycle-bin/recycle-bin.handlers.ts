import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, type Repository } from 'typeorm';
import { SUBJECTS, recycleBinQuery, type Envelope } from '@ela/contracts';
import { callerOf, input } from '@ela/service-kit';
import { ProductsService } from '../products/products.service';
import { InventoriesRepository } from '../inventories/inventories.repository';
import { CategoryEntity } from '../categories/category.entity';

/** GET /products/get-all-removed: one listing over the catalog's three kinds of deleted things. */
@Controller()
export class RecycleBinHandlers {
  constructor(
    private readonly products: ProductsService,
    private readonly inventories: InventoriesRepository,
    @InjectRepository(CategoryEntity) private readonly categories: Repository<CategoryEntity>,
  ) {}

  @MessagePattern(SUBJECTS.catalog.recycleBin.list)
  async list(@Payload() msg: Envelope) {
    callerOf(msg, 'admin');
    const { kind, page, limit } = input(recycleBinQuery, msg.query, 'query');
    if (kind === 'products') return { kind, ...(await this.products.listDeleted({ page, limit })) };
    const [rows, total] =
      kind === 'inventories'
        ? await this.inventories.deletedPage(page, limit)
        : await this.categories.findAndCount({
            where: { deletedAt: Not(IsNull()) },
            withDeleted: true,
            order: { deletedAt: 'DESC' },
            skip: (page - 1) * limit,
            take: limit,
          });
    return { kind, items: rows.map((r) => r.toContract()), total, page, limit };
  }
}
