import { IDEMPOTENCY } from '@ela/contracts';
import { actionKey, idempotencyHeaders, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('makes keys of the form the API takes, a new one each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(idempotencyHeaders('abcd1234')).toEqual({ [IDEMPOTENCY.header]: 'abcd1234' });
    expect(idempotencyHeaders(undefined)).toEqual({});
  });

  it('keeps one key while the same request is retried, and takes a new one for another or once done', () => {
    const key = actionKey();
    const first = key.for({ addressId: 'a1', gateway: 'Zarinpal' });
    expect(key.for({ addressId: 'a1', gateway: 'Zarinpal' })).toBe(first);
    const other = key.for({ addressId: 'a1', gateway: 'Parsian' });
    expect(other).not.toBe(first);
    key.done();
    expect(key.for({ addressId: 'a1', gateway: 'Parsian' })).not.toBe(other);
  });
});
