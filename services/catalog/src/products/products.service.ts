import { Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  type CreateProductBody,
  type ListProductsQuery,
  type Page,
  type Product,
} from '@ela/contracts';
import { ServiceError } from '@ela/service-kit';
import { ProductRepository } from './product.repository';

@Injectable()
export class ProductsService {
  constructor(private readonly products: ProductRepository) {}

  async create(input: CreateProductBody): Promise<Product> {
    return (await this.products.create(input)).toContract();
  }

  async findOne(id: string): Promise<Product> {
    const product = await this.products.findById(id);
    if (!product) throw ServiceError.notFound(MESSAGES.productNotFound, ERROR_CODES.catalogProductNotFound);
    return product.toContract();
  }

  async list(query: ListProductsQuery): Promise<Page<Product>> {
    const [rows, total] = await this.products.list(query);
    return { items: rows.map((row) => row.toContract()), total, page: query.page, limit: query.limit };
  }
}
