import { INTERNAL_ROUTES, ROUTES } from '../routes';
import type { BoundRouteDef } from '../route';
import { AUDIT_ACTION_TITLES, auditActionTitle, isAdminWrite } from './audit-actions';

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
