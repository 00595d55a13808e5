import { Injectable } from '@nestjs/common';
import type { CategoryNode } from '@ela/contracts';
import { ReusedForAWhile } from '@ela/service-kit';
import { CatalogClient } from '../catalog/catalog.client';

/**
 * How long the tree is reused. Moving a category under another parent changes which volumetric
 * weight its products inherit; a quote may use the old parent for this long, never longer.
 */
const TREE_REUSED_MS = 10_000;

/**
 * The catalog's category tree as child → parent, so a product's category can fall back to its
 * ancestors' volumetric weights. It is asked for only when some line has no entry of its own,
 * and reused for a few seconds: every quote and order of an unmeasured product needs it.
 */
@Injectable()
export class CatalogCategories {
  private readonly tree = new ReusedForAWhile(TREE_REUSED_MS, () => this.ask());

  constructor(private readonly catalog: CatalogClient) {}

  parents(): Promise<Map<string, string | null>> {
    return this.tree.get();
  }

  private async ask(): Promise<Map<string, string | null>> {
    const roots = await this.catalog.categoryTree();
    const parents = new Map<string, string | null>();
    const walk = (nodes: CategoryNode[], parentId: string | null) => {
      for (const node of nodes) {
        parents.set(node.id, parentId);
        walk(node.children, node.id);
      }
    };
    walk(roots, null);
    return parents;
  }
}
