import { parseInput, useFarsiValidationMessages } from './validation';
import { createProductBody, listProductsQuery } from './catalog/product';
import { createInventoryBody } from './catalog/inventory';

const categoryId = '6f1c7a5e-1111-4111-8111-111111111111';

beforeAll(() => useFarsiValidationMessages());

describe('parseInput', () => {
  it('names the bad field in the message and in details', () => {
    const result = parseInput(createProductBody, { name: 'پارچه', unitType: 'yard', categoryId }, 'body');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.statusCode).toBe(400);
    expect(result.error.message).toContain('body.unitType');
    expect(result.error.details).toEqual([expect.objectContaining({ field: 'body.unitType' })]);
  });

  it('rejects unknown fields rather than dropping them silently', () => {
    const result = parseInput(
      createProductBody,
      { name: 'پارچه', unitType: 'meter', price: 1, x: 1 },
      'body',
    );
    expect(result.ok).toBe(false);
  });

  it('reads Persian and Arabic-Indic digits in numbers', () => {
    const result = parseInput(listProductsQuery, { page: '۳', limit: '٢٥' }, 'query');
    expect(result).toEqual({ ok: true, value: { page: 3, limit: 25, sort: 'newest' } });
  });

  it('refuses a malformed page instead of defaulting it', () => {
    for (const page of ['abc', '0', '1.5', '']) {
      const result = parseInput(listProductsQuery, { page }, 'query');
      expect(result.ok).toBe(false);
    }
  });

  it('refuses a limit above 100', () => {
    expect(parseInput(listProductsQuery, { limit: '101' }, 'query').ok).toBe(false);
  });

  it('keeps prices whole', () => {
    const body = { productId: categoryId, name: 'دکمه چوبی', price: 12.5, stock: 3 };
    expect(parseInput(createInventoryBody, body, 'body').ok).toBe(false);
    expect(parseInput(createInventoryBody, { ...body, price: '۱۲۵۰۰' }, 'body')).toMatchObject({
      ok: true,
      value: { price: 12500 },
    });
  });
});
