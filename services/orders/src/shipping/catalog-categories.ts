import { Injectable } from '@nestjs/common';
import type { CategoryNode } from '@ela/contracts';
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
  private cached: { parents: Promise<Map<string, string | null>>; until: number } | null = null;

  constructor(private readonly catalog: CatalogClient) {}

  parents(): Promise<Map<string, string | null>> {
    if (this.cached && this.cached.until > Date.now()) return this.cached.parents;
    const parents = this.ask();
    const cached = { parents, until: Date.now() + TREE_REUSED_MS };
    this.cached = cached;
    // A failed ask is not reused: the next quote asks again.
    parents.catch(() => {
      if (this.cached === cached) this.cached = null;
    });
    return parents;
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
