import {
  listQuery,
  pageCount,
  pageWindow,
  readListState,
  writeListState,
  type ListSpec,
} from './list-params';

const spec: ListSpec = { sorts: ['newest', 'name'], filters: ['categoryId', 'unitType'], limit: 20 };

describe('listing state in the address', () => {
  it('reads page, sort, text and filters, and falls back to the defaults', () => {
    expect(readListState(new URLSearchParams('page=3&sort=name&q=%20کتان%20&unitType=meter'), spec)).toEqual({
      page: 3,
      sort: 'name',
      q: 'کتان',
      filters: { unitType: 'meter' },
    });
    expect(readListState(new URLSearchParams('page=-2&sort=price&other=1'), spec)).toEqual({
      page: 1,
      sort: 'newest',
      q: '',
      filters: {},
    });
    expect(readListState(new URLSearchParams('page=2.5'), spec).page).toBe(1);
  });

  it('goes back to page 1 when the sort, text or a filter changes, and keeps the page otherwise', () => {
    const state = readListState(new URLSearchParams('page=4&q=x'), spec);
    expect(writeListState(state, { page: 5 }, spec).toString()).toBe('page=5&q=x');
    expect(writeListState(state, { sort: 'name' }, spec).toString()).toBe('sort=name&q=x');
    expect(writeListState(state, { filters: { categoryId: 'c1' } }, spec).toString()).toBe(
      'q=x&categoryId=c1',
    );
    expect(writeListState(state, { q: '' }, spec).toString()).toBe('');
  });

  it('clears a filter set to an empty value', () => {
    const state = readListState(new URLSearchParams('unitType=meter&categoryId=c1'), spec);
    expect(writeListState(state, { filters: { unitType: '' } }, spec).toString()).toBe('categoryId=c1');
  });

  it('asks the API for page, limit and sort, with text and filters only when set', () => {
    const state = readListState(new URLSearchParams('page=2&unitType=half_meter'), spec);
    expect(listQuery(state, spec)).toEqual({ page: 2, limit: 20, sort: 'newest', unitType: 'half_meter' });
    expect(listQuery({ ...state, q: 'مخمل' }, spec)).toMatchObject({ q: 'مخمل' });
  });
});

describe('pagination', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('offers the ends and the neighbourhood of the current page, with gaps between', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  });
});
