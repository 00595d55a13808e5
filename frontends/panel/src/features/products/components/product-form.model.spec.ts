import { product } from '../../../testing/fixtures';
import { EMPTY_PRODUCT, productBody, productValues, validateProduct } from './product-form.model';

const A = { id: 'a', name: 'الف' };
const B = { id: 'b', name: 'ب' };

describe('product form values', () => {
  it('keeps related products in the product’s order, leaving out those deleted since', () => {
    const values = productValues(
      product({ similarProductIds: ['b', 'gone', 'a'], setProductIds: ['a'] }),
      [A, B],
      [A],
    );
    expect(values.similar).toEqual([B, A]);
    expect(values.set).toEqual([A]);
  });

  it('asks for a name, a category and a unit type, and at most twenty related products', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ id: String(i), name: String(i) }));
    expect(Object.keys(validateProduct({ ...EMPTY_PRODUCT, similar: many }))).toEqual([
      'name',
      'categoryId',
      'unitType',
      'similarProductIds',
    ]);
  });

  it('sends trimmed text and the related ids', () => {
    const body = productBody({
      ...EMPTY_PRODUCT,
      name: ' مخمل ',
      categoryId: 'c',
      unitType: 'count',
      set: [B],
    });
    expect(body).toEqual({
      name: 'مخمل',
      description: '',
      categoryId: 'c',
      unitType: 'count',
      similarProductIds: [],
      setProductIds: ['b'],
    });
  });
});
