import type { Category, CategoryNode } from '@ela/contracts';

/** Builds the tree from a flat list; siblings keep the list's order, orphans become roots. */
export function buildTree(categories: Category[]): CategoryNode[] {
  const nodes = new Map(categories.map((c) => [c.id, { ...c, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** Every id under `rootId`, the root included. */
export function subtreeIds(categories: Pick<Category, 'id' | 'parentId'>[], rootId: string): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of categories) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}

/** Whether making `parentId` the parent of `id` would put a category under itself. */
export function wouldCycle(
  categories: Pick<Category, 'id' | 'parentId'>[],
  id: string,
  parentId: string | null,
): boolean {
  return parentId !== null && subtreeIds(categories, id).includes(parentId);
}

/** The node of `id` anywhere in the tree. */
export function findNode(nodes: CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
