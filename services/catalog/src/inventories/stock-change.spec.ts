import { ERROR_CODES, MESSAGES } from '@ela/contracts';
import type { ServiceError } from '@ela/service-kit';
import { stockChangeOf, stockDeltaOf } from './stock-change';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as ServiceError).body;
  }
  throw new Error('not refused');
};

describe('an admin’s stock change', () => {
  it('is read from the body only when it asks for one', () => {
    expect(stockChangeOf({ price: 1000 })).toBeNull();
    expect(stockChangeOf({ stockDelta: -2 })).toEqual({ delta: -2 });
    expect(stockChangeOf({ stock: 8, stockVersion: 3 })).toEqual({ stock: 8, readVersion: 3 });
  });

  it('adds a delta to whatever is held now', () => {
    expect(stockDeltaOf({ delta: 3 }, { stock: 2, version: 9 })).toBe(3);
    expect(stockDeltaOf({ delta: -2 }, { stock: 2, version: 9 })).toBe(-2);
  });

  it('sets stock outright only against the version it was read at', () => {
    expect(stockDeltaOf({ stock: 8, readVersion: 4 }, { stock: 5, version: 4 })).toBe(3);
    expect(stockDeltaOf({ stock: 5, readVersion: 4 }, { stock: 5, version: 4 })).toBe(0);
    // Read at 5, then an order reserved 3: writing 5 back would give the 3 steps back.
    const stale = refusal(() => stockDeltaOf({ stock: 5, readVersion: 4 }, { stock: 2, version: 5 }));
    expect(stale).toMatchObject({
      statusCode: 409,
      error: ERROR_CODES.catalogStockStale,
      message: MESSAGES.stockStale,
    });
  });

  it('never takes stock below zero', () => {
    const below = refusal(() => stockDeltaOf({ delta: -3 }, { stock: 2, version: 0 }));
    expect(below).toMatchObject({ statusCode: 409, error: ERROR_CODES.catalogStockBelowZero });
  });
});
