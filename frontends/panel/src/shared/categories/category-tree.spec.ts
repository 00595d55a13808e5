import type { CategoryNode } from '@ela/contracts';
import { flattenCategories, subtreeIds } from './category-tree';

const node = (id: string, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  parentId: null,
  description: '',
  order: 0,
  posters: { desktop: null, mobile: null },
  createdAt: '',
  updatedAt: '',
  deletedAt: null,
  children,
});

const tree = [
  node('a', 'پارچه', [node('b', 'لباسی', [node('c', 'نخی')]), node('d', 'پرده‌ای')]),
  node('e', 'دکمه'),
];

describe('the category tree as a list', () => {
  it('puts each category after its parent, with its depth and path', () => {
    expect(flattenCategories(tree).map(({ id, depth, path }) => [id, depth, path])).toEqual([
      ['a', 0, 'پارچه'],
      ['b', 1, 'پارچه › لباسی'],
      ['c', 2, 'پارچه › لباسی › نخی'],
      ['d', 1, 'پارچه › پرده‌ای'],
      ['e', 0, 'دکمه'],
    ]);
  });

  it('finds a category and everything below it', () => {
    expect([...subtreeIds(tree, 'b')].sort()).toEqual(['b', 'c']);
    expect([...subtreeIds(tree, 'a')].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(subtreeIds(tree, 'zz').size).toBe(0);
  });
});
