import type { CategoryNode } from '@ela/contracts';
import { trailTo } from './category-trail';

const node = (id: string, children: CategoryNode[] = []) =>
  ({ id, name: id, children }) as unknown as CategoryNode;

describe('trailTo', () => {
  const tree = [node('clothing', [node('cotton', [node('muslin')]), node('silk')]), node('curtain')];

  it('walks from the main category down to the one asked for', () => {
    expect(trailTo(tree, 'muslin').map((c) => c.id)).toEqual(['clothing', 'cotton', 'muslin']);
    expect(trailTo(tree, 'curtain').map((c) => c.id)).toEqual(['curtain']);
  });

  it('is empty for a category the tree does not hold', () => {
    expect(trailTo(tree, 'gone')).toEqual([]);
  });
});
