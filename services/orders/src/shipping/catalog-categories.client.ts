import { SUBJECTS, type CategoryNode } from '@ela/contracts';
import type { ServiceRequests } from '@ela/service-kit';

/**
 * The catalog's category tree as child → parent, so a product's category can fall back to its
 * ancestors' volumetric weights. The tree is public and small; it is asked for per quote, and
 * only when some line has no entry of its own.
 */
export async function categoryParents(requests: ServiceRequests): Promise<Map<string, string | null>> {
  const roots = await requests.request<CategoryNode[]>(SUBJECTS.catalog.categories.tree, {
    token: null,
    params: {},
  });
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
