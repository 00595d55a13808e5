import { decodeCursor, encodeCursor } from './product-cursor';

describe('product cursors', () => {
  it('round-trip a sort and an id', () => {
    const cursor = { sort: 'price_asc' as const, id: '6f1c7a5e-1111-4111-8111-111111111111' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuse anything else', () => {
    expect(decodeCursor('not-a-cursor-at-all')).toBeNull();
    expect(decodeCursor(Buffer.from('["random","x"]').toString('base64url'))).toBeNull();
  });
});
