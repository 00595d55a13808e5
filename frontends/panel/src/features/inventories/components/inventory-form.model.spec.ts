import type { Inventory } from '@ela/contracts';
import { RULE_MESSAGES } from '../../../shared/forms/rules';
import { MONEY_MESSAGES } from '../../../shared/money/toman';
import {
  NAME_MESSAGE,
  SALE_MESSAGE,
  createInventoryBody,
  inventoryValues,
  updateInventoryBody,
  validateInventory,
  type InventoryFormValues,
} from './inventory-form.model';

const filled: InventoryFormValues = {
  name: 'مخمل سرمه‌ای',
  productNumber: '',
  colorId: 'color-1',
  designId: '',
  price: '۲۴۵٬۰۰۰',
  salePrice: '',
  stock: '۸',
};

describe('inventory form', () => {
  it('accepts a complete inventory typed in Persian digits', () => {
    expect(validateInventory(filled)).toEqual({});
  });

  it('asks for the name, price and stock', () => {
    expect(validateInventory({ ...filled, name: ' ', price: '', stock: '' })).toEqual({
      name: RULE_MESSAGES.required,
      price: RULE_MESSAGES.required,
      stock: RULE_MESSAGES.required,
    });
  });

  it('refuses a sale price that is not below the price, and malformed numbers', () => {
    expect(validateInventory({ ...filled, salePrice: '245000' })).toEqual({ salePrice: SALE_MESSAGE });
    expect(validateInventory({ ...filled, salePrice: '244999' })).toEqual({});
    expect(validateInventory({ ...filled, salePrice: '244999.9' })).toEqual({
      salePrice: MONEY_MESSAGES.partToman,
    });
    expect(validateInventory({ ...filled, price: '12.34', stock: '۱٫۵', productNumber: '0' })).toEqual({
      price: MONEY_MESSAGES.partToman,
      stock: RULE_MESSAGES.wholeNumber,
      productNumber: 'دست‌کم ۱',
    });
  });

  it('refuses characters that cannot be part of the shop address', () => {
    expect(validateInventory({ ...filled, name: 'مخمل/آبی' })).toEqual({ name: NAME_MESSAGE });
  });

  it('sends prices in whole Rials, leaves the product number to the server when empty', () => {
    expect(createInventoryBody('p1', { ...filled, salePrice: '199999' })).toEqual({
      productId: 'p1',
      name: 'مخمل سرمه‌ای',
      colorId: 'color-1',
      designId: null,
      price: 2_450_000,
      salePrice: 1_999_990,
      stock: 8,
    });
    expect(createInventoryBody('p1', { ...filled, productNumber: '۱۲۳' }).productNumber).toBe(123);
  });

  it('starts editing from the saved inventory, in Toman, and sends the same amounts back', () => {
    const saved = {
      name: 'کتان',
      productNumber: 1007,
      color: null,
      design: { id: 'd1' },
      price: 1_250_000,
      salePrice: null,
      stock: 3,
    } as unknown as Inventory;
    const values = inventoryValues(saved);
    expect(values).toEqual({
      name: 'کتان',
      productNumber: '1007',
      colorId: '',
      designId: 'd1',
      price: '125000',
      salePrice: '',
      stock: '3',
    });
    // Stock left as it was is not sent: orders may have moved it since the form opened.
    expect(updateInventoryBody(values, { stock: 3, stockVersion: 4 })).toEqual({
      name: 'کتان',
      colorId: null,
      designId: 'd1',
      price: 1_250_000,
      salePrice: null,
    });
  });

  it('sends a stock the admin changed with the version it was read at', () => {
    const values = { ...filled, stock: '۱۲' };
    expect(updateInventoryBody(values, { stock: 8, stockVersion: 4 })).toMatchObject({
      stock: 12,
      stockVersion: 4,
    });
  });

  it('shows a price saved in part-Toman as it is, and asks for a whole Toman before saving', () => {
    const saved = { name: 'کتان', productNumber: 1, price: 1_250_005, salePrice: null, stock: 3 };
    const values = inventoryValues(saved as unknown as Inventory);
    expect(values.price).toBe('125000.5');
    expect(validateInventory(values)).toEqual({ price: MONEY_MESSAGES.partToman });
  });
});
