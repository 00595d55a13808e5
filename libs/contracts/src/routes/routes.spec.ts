import { INTERNAL_ROUTES, ROUTES, routeOf } from './index';
import { SUBJECTS } from '../subjects';
import type { RouteDef } from '../route';

describe('the route table', () => {
  it('gives every subject exactly one row, public or internal', () => {
    const subjects = [...ROUTES, ...INTERNAL_ROUTES].map((row) => row.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it('finds the row a handler binds to, and refuses a subject no row names', () => {
    expect(routeOf(SUBJECTS.catalog.colors.create)).toMatchObject({ method: 'POST', access: 'admin' });
    expect(routeOf(SUBJECTS.auth.admins.deactivate)).toMatchObject({ access: 'admin' });
    expect(() => routeOf('catalog.colors.nothing' as never)).toThrow(/no route row/);
  });

  it('serves edge views only on edge-cached public reads, keyed by a path parameter they take', () => {
    const viewed = (ROUTES as readonly RouteDef[]).filter((row) => row.edgeView);
    expect(viewed.map((row) => row.path).sort()).toEqual([
      '/products/find-one/{id}',
      '/products/inventory',
      '/products/inventory/name/{name}',
      '/products/inventory/{id}',
    ]);
    for (const row of viewed) {
      expect(row).toMatchObject({ method: 'GET', access: 'public', maxAge: expect.any(Number) });
      const ref = row.edgeView!;
      if ('param' in ref) expect(row.path).toContain(`{${ref.param}}`);
      // The query a view keeps must be one the route takes.
      else {
        const entry = { [ref.query]: '0f8b7c7e-8f3a-4d7e-9a51-3c1f0e6f2b11' };
        expect(row.query!.safeParse({ ...ref.with, ...entry }).success).toBe(true);
        // And so must every sort the gateway cuts pages in.
        for (const sort of ref.reorders ?? [])
          expect(row.query!.safeParse({ ...entry, sort }).success).toBe(true);
      }
    }
  });
});
