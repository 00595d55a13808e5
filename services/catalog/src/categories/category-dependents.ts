import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** Something filed under categories: while it has live rows in one, that category stays. */
export interface CategoryDependent {
  hasLiveIn(tx: EntityManager, categoryId: string): Promise<boolean>;
}

/**
 * Where the modules that file things under categories sign up when they start. They import
 * categories, so categories cannot import them back; this keeps the dependency one way
 * without a forward reference, and the check inside the removal's transaction.
 */
@Injectable()
export class CategoryDependents {
  private readonly dependents: CategoryDependent[] = [];

  register(dependent: CategoryDependent): void {
    this.dependents.push(dependent);
  }

  async anyLiveIn(tx: EntityManager, categoryId: string): Promise<boolean> {
    for (const dependent of this.dependents) if (await dependent.hasLiveIn(tx, categoryId)) return true;
    return false;
  }
}
