import { edgeViewBody, edgeViewCut, edgeViewEntry, edgeViewValue } from './edge-views';

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

  it('let the gateway cut another page of a kept list only in the sorts named, with nothing else asked', () => {
    const cuttable = { ...siblings, reorders: ['name', 'price_asc'] };
    expect(edgeViewCut(cuttable, { productId: 'p1', sort: 'price_asc', limit: '50' })).toEqual({
      entry: 'p1',
      sort: 'price_asc',
      page: 1,
      limit: 50,
    });
    expect(edgeViewCut(cuttable, { productId: 'p1', sort: 'name', page: '3' })).toEqual({
      entry: 'p1',
      sort: 'name',
      page: 3,
      limit: 20,
    });
    expect(edgeViewCut(cuttable, { productId: 'p1', limit: '50' })).toBeNull();
    expect(edgeViewCut(cuttable, { productId: 'p1', sort: 'newest' })).toBeNull();
    expect(edgeViewCut(cuttable, { productId: 'p1', sort: 'name', q: 'x' })).toBeNull();
    expect(edgeViewCut(cuttable, { productId: 'p1', sort: 'name', limit: '0' })).toBeNull();
    expect(edgeViewCut(cuttable, { sort: 'name' })).toBeNull();
    expect(edgeViewCut(siblings, { productId: 'p1', sort: 'name', limit: '50' })).toBeNull();
  });

  it('tell a stored answer from a tombstone', () => {
    expect(edgeViewBody(edgeViewValue(7, '{"a":1}'))).toBe('{"a":1}');
    expect(edgeViewBody(edgeViewValue(8, ''))).toBeNull();
    expect(edgeViewBody(null)).toBeNull();
  });
});
