import { routeOf, SUBJECTS, type RouteDef } from '@ela/contracts';
import { entityOfPath, entityOfResult, isAuditedWrite, newAuditEntry } from './audit-entry';

const ID = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const { colors, inventories } = SUBJECTS.catalog;
const row = (path: string): RouteDef => ({ ...routeOf(colors.remove), path });

describe('audit entries', () => {
  it('audits admin writes only', () => {
    expect(isAuditedWrite(routeOf(colors.create))).toBe(true);
    expect(isAuditedWrite(routeOf(colors.remove))).toBe(true);
    expect(isAuditedWrite(routeOf(SUBJECTS.catalog.audit.list))).toBe(false);
    expect(isAuditedWrite(routeOf(colors.list))).toBe(false);
    expect(isAuditedWrite(routeOf(SUBJECTS.auth.addresses.create))).toBe(false);
  });

  it("takes the path's id, else its last …Id segment", () => {
    expect(entityOfPath(routeOf(colors.remove), { id: ID })).toBe(ID);
    expect(entityOfPath(routeOf(inventories.remove), { productId: OTHER, inventoryId: ID })).toBe(ID);
    expect(entityOfPath(row('/things/{id}/{variant}'), { id: ID, variant: 'mobile' })).toBe(ID);
    expect(entityOfPath(row('/cities/{provinceId}'), { provinceId: 8 })).toBe('8');
    expect(entityOfPath(row('/users/{term}'), { term: 'علی' })).toBeNull();
    expect(entityOfPath(routeOf(colors.create), {})).toBeNull();
  });

  it('takes the id of what a write answered with', () => {
    expect(entityOfResult({ id: ID, name: 'سبز' })).toBe(ID);
    expect(entityOfResult({ deleted: true })).toBeNull();
    expect(entityOfResult(null)).toBeNull();
    expect(entityOfResult([{ id: ID }])).toBeNull();
  });

  it('names the admin, the route and the address, without control characters', () => {
    const entry = newAuditEntry(routeOf(colors.update), {
      requestId: 'r-1',
      caller: { id: OTHER, role: 'admin' },
      client: { ip: '203.0.113.7', userAgent: 'Firefox\u0000/140' },
      params: { id: ID },
    });
    expect(entry).toEqual({
      requestId: 'r-1',
      actorId: OTHER,
      actorRole: 'admin',
      method: 'PATCH',
      path: '/products/colors/{id}',
      subject: colors.update,
      entityId: ID,
      ip: '203.0.113.7',
      userAgent: 'Firefox/140',
    });
  });
});
