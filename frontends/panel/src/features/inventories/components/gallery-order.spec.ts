import { moveImage } from './gallery-order';

describe('moving an image in the gallery', () => {
  const keys = ['a', 'b', 'c'];

  it('moves an image earlier or later by one place', () => {
    expect(moveImage(keys, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveImage(keys, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveImage(keys, 'a', 1)).toEqual(['b', 'a', 'c']);
  });

  it('leaves the order alone at the ends and for unknown keys, without changing its input', () => {
    expect(moveImage(keys, 'a', -1)).toEqual(keys);
    expect(moveImage(keys, 'c', 1)).toEqual(keys);
    expect(moveImage(keys, 'z', 1)).toEqual(keys);
    expect(keys).toEqual(['a', 'b', 'c']);
  });
});
