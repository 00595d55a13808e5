import type { CategoryNode } from '@ela/contracts';
import { http } from '@ela/web-kit';
import { FRESH } from '../api/fresh';

/** One category in a flat list that keeps the tree's order, with how deep it sits. */
export interface CategoryOption {
  id: string;
  name: string;
  depth: number;
  /** Names from the main category down to this one: «پارچه › پارچه لباسی». */
  path: string;
}

/** GET /categories/tree-mode: every live category, children nested, in order. */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryNode[]> {
  const { data } = await http.get<CategoryNode[]>('/categories/tree-mode', { ...FRESH, signal });
  return data;
}

/** The tree as a list in reading order (parent, then its children), for pickers. */
export function flattenCategories(nodes: CategoryNode[], depth = 0, parentPath = ''): CategoryOption[] {
  return nodes.flatMap((node) => {
    const path = parentPath ? `${parentPath} › ${node.name}` : node.name;
    return [
      { id: node.id, name: node.name, depth, path },
      ...flattenCategories(node.children, depth + 1, path),
    ];
  });
}

/** Ids of a category and everything below it: a category cannot move under any of these. */
export function subtreeIds(nodes: CategoryNode[], id: string): Set<string> {
  const found = findCategory(nodes, id);
  const ids = new Set<string>();
  const walk = (node: CategoryNode) => {
    ids.add(node.id);
    node.children.forEach(walk);
  };
  if (found) walk(found);
  return ids;
}

export function findCategory(nodes: CategoryNode[], id: string): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}
