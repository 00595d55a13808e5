import { INTERNAL_ROUTES, ROUTES, routeOf } from '../routes';
import { SUBJECTS } from '../subjects';
import type { BoundRouteDef } from '../route';
import { AUDIT_ACTION_TITLES, auditActionTitle, carriesClient, isAdminWrite } from './audit-actions';

const rows = [...ROUTES, ...INTERNAL_ROUTES] as readonly BoundRouteDef[];
// Persian letters, digits and punctuation only: no English word may reach the audit log.
const PERSIAN_TITLE = /^[\u0600-\u06FF\u200c\s()،]+$/;

describe('the Persian names of admin writes', () => {
  it('names every admin write in Persian, once', () => {
    const writes = rows.filter(isAdminWrite);
    expect(writes.length).toBeGreaterThan(40);
    for (const row of writes)
      expect({ subject: row.subject, title: row.title }).toEqual({
        subject: row.subject,
        title: expect.stringMatching(PERSIAN_TITLE),
      });
    const titles = writes.map((row) => row.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives reads and customers’ own writes no title, since they are never audited', () => {
    expect(rows.filter((row) => row.title && !isAdminWrite(row)).map((row) => row.subject)).toEqual([]);
  });

  it('looks an entry’s action up by its subject', () => {
    expect(auditActionTitle({ subject: 'catalog.inventories.add-image' })).toBe('افزودن تصویر به موجودی');
    expect(auditActionTitle({ subject: 'auth.admins.deactivate' })).toBe('پایان دسترسی مدیر');
    expect(auditActionTitle({ subject: 'catalog.colors.nothing' })).toBeUndefined();
    expect(Object.keys(AUDIT_ACTION_TITLES)).toHaveLength(rows.filter(isAdminWrite).length);
  });
});

describe('the client stamp', () => {
  const { auth, orders, catalog } = SUBJECTS;

  it('goes on the rows whose handlers limit by address, and on admin writes for the audit log', () => {
    const limited = [
      auth.otp.send,
      auth.otp.sendAdmin,
      auth.sessions.loginUser,
      auth.sessions.loginAdmin,
      auth.captcha.verify,
      orders.orders.place,
      orders.discounts.calculate,
    ];
    for (const subject of limited)
      expect([subject, carriesClient(routeOf(subject))]).toEqual([subject, true]);
    const adminWrites = (ROUTES as readonly BoundRouteDef[]).filter(isAdminWrite);
    expect(adminWrites.length).toBeGreaterThan(20);
    expect(adminWrites.every(carriesClient)).toBe(true);
  });

  it('is left off the rest: a basket change, an address, a read', () => {
    for (const subject of [orders.basket.replace, auth.addresses.create, catalog.inventories.list])
      expect([subject, carriesClient(routeOf(subject))]).toEqual([subject, false]);
  });
});
