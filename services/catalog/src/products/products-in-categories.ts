import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CategoryDependents, type CategoryDependent } from '../categories/category-dependents';
import { ProductsRepository } from './products.repository';

/** A category with live products in it stays out of the recycle bin. */
@Injectable()
export class ProductsInCategories implements CategoryDependent, OnModuleInit {
  constructor(
    private readonly products: ProductsRepository,
    private readonly categories: CategoryDependents,
  ) {}

  onModuleInit(): void {
    this.categories.register(this);
  }

  hasLiveIn(tx: EntityManager, categoryId: string): Promise<boolean> {
    return this.products.anyLiveIn(tx, categoryId);
  }
}
