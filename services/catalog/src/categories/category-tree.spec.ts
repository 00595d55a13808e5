import { buildTree, findNode, subtreeIds, wouldCycle } from './category-tree';

const c = (id: string, parentId: string | null) => ({
  id,
  parentId,
  name: id,
  description: '',
  order: 0,
  posters: { desktop: null, mobile: null },
  createdAt: '',
  updatedAt: '',
  deletedAt: null,
});

const flat = [c('fabric', null), c('curtain', 'fabric'), c('blackout', 'curtain'), c('notions', null)];

describe('category tree', () => {
  it('nests children under their parents in list order', () => {
    const tree = buildTree(flat);
    expect(tree.map((n) => n.id)).toEqual(['fabric', 'notions']);
    expect(tree[0].children[0].children[0].id).toBe('blackout');
    expect(findNode(tree, 'blackout')?.parentId).toBe('curtain');
    expect(findNode(tree, 'missing')).toBeUndefined();
  });

  it('collects a subtree', () => {
    expect(subtreeIds(flat, 'fabric').sort()).toEqual(['blackout', 'curtain', 'fabric']);
  });

  it('refuses to put a category under itself or its descendants', () => {
    expect(wouldCycle(flat, 'fabric', 'blackout')).toBe(true);
    expect(wouldCycle(flat, 'fabric', 'fabric')).toBe(true);
    expect(wouldCycle(flat, 'blackout', 'notions')).toBe(false);
  });
});
