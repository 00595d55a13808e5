import { edgeViewBody, edgeViewEntry, edgeViewValue } from './edge-views';

describe('edge views', () => {
  const siblings = {
    view: 'productSiblings',
    query: 'productId',
    with: { sort: 'name', limit: 100 },
  } as const;

  it('name an entry by a path parameter, or by a query key when the query is exactly the kept one', () => {
    expect(edgeViewEntry({ view: 'productById', param: 'id' }, { id: 'p1' }, {})).toBe('p1');
    expect(edgeViewEntry(siblings, {}, { productId: 'p1', sort: 'name', limit: '100' })).toBe('p1');
    expect(edgeViewEntry(siblings, {}, { productId: 'p1', sort: 'name', limit: '20' })).toBeNull();
    expect(edgeViewEntry(siblings, {}, { productId: 'p1', sort: 'name' })).toBeNull();
    expect(
      edgeViewEntry(siblings, {}, { productId: 'p1', sort: 'name', limit: '100', page: '2' }),
    ).toBeNull();
    expect(edgeViewEntry(siblings, {}, { sort: 'name', limit: '100', q: 'x' })).toBeNull();
  });

  it('tell a stored answer from a tombstone', () => {
    expect(edgeViewBody(edgeViewValue(7, '{"a":1}'))).toBe('{"a":1}');
    expect(edgeViewBody(edgeViewValue(8, ''))).toBeNull();
    expect(edgeViewBody(null)).toBeNull();
  });
});
