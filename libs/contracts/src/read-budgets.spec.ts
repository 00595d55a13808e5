import { ROUTES } from './routes';
import type { RouteDef } from './route';
import { readBudgetOf } from './read-budgets';

const rows: readonly RouteDef[] = ROUTES;
const row = (method: string, path: string) => rows.find((r) => r.method === method && r.path === path)!;

describe('read budgets of the route rows', () => {
  it('make every search row a search, and a listing filtered by text one too', () => {
    for (const path of ['/search/header-search', '/products/inventory/search', '/blog/search/{term}'])
      expect(readBudgetOf(row('GET', path), {})).toBe('search');
    expect(readBudgetOf(row('GET', '/products/get-all'), { q: 'مخمل' })).toBe('search');
    expect(readBudgetOf(row('GET', '/products/get-all'), { q: '  ' })).toBe('read');
    expect(readBudgetOf(row('GET', '/products/get-all'), { page: '2' })).toBe('read');
  });

  it('cover public reads only', () => {
    const budgeted = rows.filter((r) => readBudgetOf(r, {}) !== null);
    expect(budgeted.length).toBeGreaterThan(30);
    for (const r of budgeted)
      expect([r.method, r.access]).toEqual(['GET', expect.stringMatching(/public|optional-user/)]);
    expect(readBudgetOf(row('POST', '/discount/calculate'), {})).toBeNull();
    expect(readBudgetOf(row('GET', '/discount/all'), { q: 'x' })).toBeNull();
  });
});
