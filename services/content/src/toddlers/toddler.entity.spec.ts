import { ToddlerEntity } from './toddler.entity';

const PARENT = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f';
const ADMIN = '9a4d3f2b-8c1e-4c6b-8e2f-6f5e4d3c2b1a';
const now = new Date('2025-03-01T10:00:00Z');

const entry = () =>
  ToddlerEntity.submit(PARENT, {
    name: 'ريحانه',
    ageMonths: 20,
    upload: { key: 'a'.repeat(24), width: 1, height: 1 },
  });

describe('a toddler entry', () => {
  it('waits for review, seen only by its parent and admins', () => {
    const toddler = entry();
    expect(toddler.status).toBe('pending');
    expect(toddler.nameKey).toBe('ریحانه');
    expect(toddler.visibleTo(null)).toBe(false);
    expect(toddler.visibleTo({ id: ADMIN, role: 'user' })).toBe(false);
    expect(toddler.visibleTo({ id: PARENT, role: 'user' })).toBe(true);
    expect(toddler.visibleTo({ id: ADMIN, role: 'admin' })).toBe(true);
  });

  it('is shown to everyone once approved, with the reviewer kept', () => {
    const toddler = entry();
    toddler.review({ status: 'approved' }, ADMIN, now);
    expect([toddler.status, toddler.reviewedBy, toddler.reviewedAt]).toEqual(['approved', ADMIN, now]);
    expect(toddler.visibleTo(null)).toBe(true);
  });

  it('is rejected with a reason for good: its photo is let go, and only the reason can change', () => {
    const toddler = entry();
    expect(toddler.photoKept).toBe(true);
    toddler.review({ status: 'rejected', rejectionReason: 'چهرهٔ کودک پیدا نیست' }, ADMIN, now);
    expect([toddler.status, toddler.rejectionReason, toddler.photoKept]).toEqual([
      'rejected',
      'چهرهٔ کودک پیدا نیست',
      false,
    ]);
    toddler.review({ rejectionReason: 'عکس تار است', ageMonths: 22 }, ADMIN, now);
    expect([toddler.rejectionReason, toddler.ageMonths]).toEqual(['عکس تار است', 22]);
    for (const status of ['approved', 'pending'] as const)
      expect(() => toddler.review({ status }, ADMIN, now)).toThrow(
        expect.objectContaining({
          body: expect.objectContaining({ error: 'CONTENT.TODDLER_REJECTED_FINAL' }),
        }),
      );
    expect([toddler.status, toddler.rejectionReason]).toEqual(['rejected', 'عکس تار است']);
  });

  it('refuses a reason for an entry that is not rejected', () => {
    const toddler = entry();
    expect(() => toddler.review({ rejectionReason: 'چرا' }, ADMIN, now)).toThrow();
    expect(() => toddler.review({ status: 'approved', rejectionReason: 'چرا' }, ADMIN, now)).toThrow();
    expect(toddler.status).toBe('pending');
  });

  it('takes edits without a decision, and going back to the queue forgets the review', () => {
    const toddler = entry();
    toddler.review({ name: 'ریحانه', ageMonths: 21 }, ADMIN, now);
    expect([toddler.name, toddler.ageMonths, toddler.status, toddler.reviewedAt]).toEqual([
      'ریحانه',
      21,
      'pending',
      null,
    ]);
    toddler.review({ status: 'approved' }, ADMIN, now);
    toddler.review({ status: 'pending' }, ADMIN, now);
    expect([toddler.status, toddler.reviewedAt, toddler.reviewedBy]).toEqual(['pending', null, null]);
  });
});
