import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';

  it('is the same for the same content, whatever the order of object keys', () => {
    expect(requestFingerprint({ mode: 'merge', lines: [{ inventoryId: A, quantity: 2 }] })).toBe(
      requestFingerprint({ lines: [{ quantity: 2, inventoryId: A }], mode: 'merge' }),
    );
  });

  it('differs when a value, the order of a list or a key differs', () => {
    const one = requestFingerprint({ lines: [{ inventoryId: A, quantity: 2 }] });
    expect(requestFingerprint({ lines: [{ inventoryId: A, quantity: 3 }] })).not.toBe(one);
    expect(
      requestFingerprint({
        lines: [
          { inventoryId: A, quantity: 2 },
          { inventoryId: B, quantity: 1 },
        ],
      }),
    ).not.toBe(
      requestFingerprint({
        lines: [
          { inventoryId: B, quantity: 1 },
          { inventoryId: A, quantity: 2 },
        ],
      }),
    );
    expect(requestFingerprint({ addressId: A })).not.toBe(requestFingerprint({ shippingId: A }));
  });

  it('takes a missing request as null', () => {
    expect(requestFingerprint(undefined)).toBe(requestFingerprint(null));
  });
});
