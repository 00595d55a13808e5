import type { SelectQueryBuilder } from 'typeorm';
import { containsPattern, type ListSpec } from './list-query';

describe('containsPattern', () => {
  it('matches anywhere and takes the LIKE wildcards people type literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(containsPattern('مخمل')).toBe('%مخمل%');
    expect(containsPattern('%')).toBe('%\\%%');
  });
});

describe('ListSpec', () => {
  type Row = { id: string };
  type Query = { page: number; limit: number; sort: 'name'; q?: string; color?: string };
  const orders = { name: { 'r.name': 'ASC', 'r.id': 'ASC' } } as const;
  const byColor = (qb: SelectQueryBuilder<Row>, color: string) => qb.andWhere('r.color = :color', { color });

  it('makes a listing say how it applies every parameter its query has', () => {
    const complete: ListSpec<Query, Row> = {
      orders,
      search: { in: ['r.name'] },
      filters: { color: byColor },
    };
    // @ts-expect-error a query with `q` needs a search
    const noSearch: ListSpec<Query, Row> = { orders, filters: { color: byColor } };
    // @ts-expect-error every other key needs a filter
    const noFilter: ListSpec<Query, Row> = { orders, search: { in: ['r.name'] } };
    expect([complete, noSearch, noFilter]).toHaveLength(3);
  });
});
