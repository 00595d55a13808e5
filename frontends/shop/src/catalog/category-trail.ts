import type { CategoryNode } from '@ela/contracts';

/** The categories from a main category down to the one with this id (empty when it is not in the tree). */
export function trailTo(tree: CategoryNode[], id: string): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = trailTo(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}
