import { NAME_COLLATION, encodeCursor, type ListProductsQuery, type ListedProductRow } from '@ela/contracts';
import { ListingIndex } from './listing-index';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number, minPrice: number | null, name = `n${n}`): ListedProductRow => ({
  id: id(n),
  categoryId: id(100),
  unitType: 'meter',
  minPrice,
  onSale: false,
  inStock: n % 2 === 0,
  colorIds: [],
  designIds: [],
  name,
  createdAt: 1_700_000_000_000_000 + n,
  body: { id: id(n) } as unknown as ListedProductRow['body'],
});
const categories = [
  { id: id(100), parentId: null },
  { id: id(101), parentId: id(100) },
];
const query = (q: Partial<ListProductsQuery>): ListProductsQuery => ({
  page: 1,
  limit: 10,
  sort: 'newest',
  ...q,
});
const ids = (json: Buffer | null) =>
  (JSON.parse(json!.toString()) as { items: { id: string }[] }).items.map((p) => p.id);

describe('the listing copy', () => {
  const index = ListingIndex.of({ nameCollation: NAME_COLLATION, categories }, [
    row(1, 500),
    row(2, null),
    row(3, 500),
    row(4, 100),
  ]);

  it('puts a missing price last whichever way prices sort, ties by id', () => {
    expect(ids(index.answer(query({ sort: 'price_asc' })))).toEqual([id(4), id(1), id(3), id(2)]);
    expect(ids(index.answer(query({ sort: 'price_desc' })))).toEqual([id(3), id(1), id(4), id(2)]);
  });

  it('goes on after a cursor, and counts the whole filtered listing', () => {
    const cursor = encodeCursor({ sort: 'oldest', id: id(2) });
    const answer = JSON.parse(
      index.answer(query({ sort: 'oldest', cursor, inStock: 'true', limit: 1 }))!.toString(),
    );
    expect(answer).toMatchObject({ items: [{ id: id(4) }], total: 2, page: 1, limit: 1 });
    expect(answer.nextCursor).toBe(encodeCursor({ sort: 'oldest', id: id(4) }));
  });

  it('leaves to the catalog what it cannot answer exactly', () => {
    expect(index.answer(query({ q: 'مخمل' }))).toBeNull();
    expect(index.answer(query({ categoryId: id(999) }))).toBeNull();
    expect(index.answer(query({ cursor: encodeCursor({ sort: 'newest', id: id(50) }) }))).toBeNull();
    expect(index.answer(query({ cursor: encodeCursor({ sort: 'name', id: id(1) }) }))).toBeNull();
    const otherCollation = ListingIndex.of({ nameCollation: 'default', categories }, [row(1, 1)]);
    expect(otherCollation.answer(query({ sort: 'name' }))).toBeNull();
  });

  it('keeps every order when rows change one by one', () => {
    const changing = ListingIndex.of({ nameCollation: NAME_COLLATION, categories }, [
      row(1, 500),
      row(2, 300),
    ]);
    changing.apply({ gone: [id(2)], rows: [row(1, 100), row(5, 200)], categories });
    expect(ids(changing.answer(query({ sort: 'price_asc' })))).toEqual([id(1), id(5)]);
    expect(ids(changing.answer(query({ sort: 'newest' })))).toEqual([id(5), id(1)]);
  });

  it('sorts names in the Persian alphabet, as the catalog’s collation does', () => {
    const named = ListingIndex.of({ nameCollation: NAME_COLLATION, categories }, [
      row(1, 1, 'یاسی'),
      row(2, 1, 'گلبهی'),
      row(3, 1, 'هلویی'),
      row(4, 1, 'ورق'),
      row(5, 1, 'پشمی'),
      row(6, 1, 'بژ'),
    ]);
    expect(ids(named.answer(query({ sort: 'name' })))).toEqual([id(6), id(5), id(2), id(4), id(3), id(1)]);
  });
});

describe('a narrow filter', () => {
  // 200 products over several words of slots; one in seven is in the sub-category, and prices repeat.
  const rows = Array.from({ length: 200 }, (_, n) => ({
    ...row(n, n % 11 === 0 ? null : (n * 37) % 1000),
    categoryId: n % 7 === 0 ? id(101) : id(100),
  }));
  const index = ListingIndex.of({ nameCollation: NAME_COLLATION, categories }, rows);
  const narrow = (r: ListedProductRow) => r.categoryId === id(101) && r.inStock;
  const byPrice = (a: ListedProductRow, b: ListedProductRow) =>
    (a.minPrice ?? Infinity) - (b.minPrice ?? Infinity) || (a.id < b.id ? -1 : 1);

  it('pages as reading every product would, by number and after a cursor', () => {
    const expected = rows.filter(narrow).sort(byPrice);
    const asked = { sort: 'price_asc', categoryId: id(101), inStock: 'true', limit: 3 } as const;
    const page2 = JSON.parse(index.answer(query({ ...asked, page: 2 }))!.toString());
    expect(page2.items.map((p: { id: string }) => p.id)).toEqual(expected.slice(3, 6).map((r) => r.id));
    expect(page2.total).toBe(expected.length);
    const cursor = encodeCursor({ sort: 'price_asc', id: expected[5].id });
    expect(ids(index.answer(query({ ...asked, cursor })))).toEqual(expected.slice(6, 9).map((r) => r.id));
  });

  it('counts a price range over the products its other filters keep', () => {
    const inRange = rows.filter(
      (r) => narrow(r) && r.minPrice !== null && r.minPrice >= 200 && r.minPrice <= 700,
    );
    const answer = JSON.parse(
      index
        .answer(
          query({
            sort: 'newest',
            categoryId: id(101),
            inStock: 'true',
            minPrice: 200,
            maxPrice: 700,
            limit: 50,
          }),
        )!
        .toString(),
    );
    expect(answer.total).toBe(inRange.length);
    expect(answer.items.map((p: { id: string }) => p.id)).toEqual(
      inRange.sort((a, b) => b.createdAt - a.createdAt).map((r) => r.id),
    );
  });
});

describe('a price range over more products than a step of the price order', () => {
  // 3,000 products: the range's total is counted from the price order's prefixes, not walked.
  const rows = Array.from({ length: 3_000 }, (_, n) => ({
    ...row(n, n % 13 === 0 ? null : (n * 7_919) % 100_000),
    categoryId: n % 3 === 0 ? id(101) : id(100),
  }));
  const index = ListingIndex.of({ nameCollation: NAME_COLLATION, categories }, rows);

  type Filters = Pick<ListProductsQuery, 'inStock' | 'categoryId'>;
  it.each<[Filters, number, number]>([
    [{}, 0, 100_000],
    [{}, 10_000, 90_000],
    [{ inStock: 'true' }, 5_000, 95_000],
    [{ categoryId: id(101) }, 1_000, 99_000],
    [{ inStock: 'false' }, 30_000, 31_000],
  ])('totals %j priced %i to %i as counting every product would', (filters, minPrice, maxPrice) => {
    const kept = rows.filter(
      (r) =>
        r.minPrice !== null &&
        r.minPrice >= minPrice &&
        r.minPrice <= maxPrice &&
        (filters.inStock === undefined || r.inStock === (filters.inStock === 'true')) &&
        (filters.categoryId === undefined || r.categoryId === filters.categoryId),
    );
    const answer = JSON.parse(index.answer(query({ ...filters, minPrice, maxPrice }))!.toString());
    expect(answer.total).toBe(kept.length);
  });
});
