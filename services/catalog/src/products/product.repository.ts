import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ILike, type Repository } from 'typeorm';
import type { CreateProductBody, ListProductsQuery } from '@ela/contracts';
import { ProductEntity } from './product.entity';
import { PRODUCT_ORDER, containsPattern } from './product-listing';

@Injectable()
export class ProductRepository {
  constructor(@InjectRepository(ProductEntity) private readonly rows: Repository<ProductEntity>) {}

  create(input: CreateProductBody): Promise<ProductEntity> {
    return this.rows.save(this.rows.create(input));
  }

  findById(id: string): Promise<ProductEntity | null> {
    return this.rows.findOneBy({ id });
  }

  list(query: ListProductsQuery): Promise<[ProductEntity[], number]> {
    return this.rows.findAndCount({
      where: query.q ? { name: ILike(containsPattern(query.q)) } : {},
      order: PRODUCT_ORDER[query.sort],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    });
  }
}
