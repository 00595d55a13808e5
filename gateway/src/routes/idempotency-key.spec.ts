import { SUBJECTS, routeOf } from '@ela/contracts';
import { idempotencyKeyOf } from './idempotency-key';

describe('idempotencyKeyOf', () => {
  const merge = routeOf(SUBJECTS.orders.basket.replace);
  const place = routeOf(SUBJECTS.orders.orders.place);
  const read = routeOf(SUBJECTS.orders.basket.open);

  it('is taken by the basket merge and order placement rows', () => {
    expect(merge.idempotencyKey).toBe(true);
    expect(place.idempotencyKey).toBe(true);
  });

  it.each([
    ['a UUID', '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'],
    ['the shortest key', 'abcd_123'],
    ['the longest key', 'k'.repeat(64)],
    ['hex from a browser', '0123456789abcdef0123456789ABCDEF'],
  ])('forwards %s as sent', (_what, key) => {
    expect(idempotencyKeyOf(merge, { 'idempotency-key': key })).toEqual({ ok: true, key });
  });

  it('forwards nothing when the header is absent: the key is optional', () => {
    expect(idempotencyKeyOf(place, {})).toEqual({ ok: true, key: null });
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(65)],
    ['empty', ''],
    ['a space', 'abcd 1234'],
    ['a dot', 'abcd.1234'],
    ['Persian letters', 'کلید-یکتا-سفارش'],
    ['sent twice', ['abcd-1234', 'abcd-5678']],
  ])('refuses a key that is %s with a 400 naming the header', (_what, key) => {
    const reading = idempotencyKeyOf(merge, { 'idempotency-key': key });
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.error).toMatchObject({
      statusCode: 400,
      error: 'VALIDATION_FAILED',
      details: [{ field: 'headers.idempotency-key' }],
    });
    expect(reading.error.message).toContain('Idempotency-Key');
  });

  it('leaves the header alone on rows that take none', () => {
    expect(idempotencyKeyOf(read, { 'idempotency-key': 'not a key!' })).toEqual({ ok: true, key: null });
  });
});
