import { INTERNAL_ROUTES, ROUTES, routeOf } from './index';
import { SUBJECTS } from '../subjects';

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
});
