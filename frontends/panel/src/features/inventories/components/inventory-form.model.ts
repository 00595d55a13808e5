import {
  MAX_STOCK_STEPS,
  type CreateInventoryBody,
  type Inventory,
  type UpdateInventoryBody,
  type VersionedInventory,
} from '@ela/contracts';
import { parseToman, rialsOf, rialsToTomanText } from '../../../shared/money/toman';
import {
  lengthProblem,
  parseWholeNumber,
  problems,
  RULE_MESSAGES,
  wholeOf,
  type FieldErrors,
} from '../../../shared/forms/rules';

/** The fields as typed: prices in Toman, stock in unit steps, all text until sent. */
export interface InventoryFormValues {
  name: string;
  productNumber: string;
  colorId: string;
  designId: string;
  price: string;
  salePrice: string;
  stock: string;
}

export const MAX_STOCK = MAX_STOCK_STEPS;
export const MAX_PRODUCT_NUMBER = 99_999_999;
export const NAME_MESSAGE = 'نام نباید / ? # % یا \\ داشته باشد';
export const SALE_MESSAGE = 'قیمت حراج باید کمتر از قیمت اصلی باشد';

/** The form's starting values: empty for a new inventory, or an existing one's (prices in Toman). */
export function inventoryValues(inventory?: Inventory): InventoryFormValues {
  return {
    name: inventory?.name ?? '',
    productNumber: inventory ? String(inventory.productNumber) : '',
    colorId: inventory?.color?.id ?? '',
    designId: inventory?.design?.id ?? '',
    price: inventory ? rialsToTomanText(inventory.price) : '',
    salePrice: rialsToTomanText(inventory?.salePrice ?? null),
    stock: inventory ? String(inventory.stock) : '',
  };
}

/** The API's rules for an inventory (createInventoryBody), checked before sending. */
export function validateInventory(values: InventoryFormValues): FieldErrors {
  const price = parseToman(values.price);
  const sale = parseToman(values.salePrice);
  const stock = parseWholeNumber(values.stock, 0, MAX_STOCK);
  const number = parseWholeNumber(values.productNumber, 1, MAX_PRODUCT_NUMBER);
  let priceProblem = price.ok ? null : price.message;
  if (price.ok && price.rials === null) priceProblem = RULE_MESSAGES.required;
  let saleProblem = sale.ok ? null : sale.message;
  if (sale.ok && price.ok && sale.rials !== null && price.rials !== null && sale.rials >= price.rials) {
    saleProblem = SALE_MESSAGE;
  }
  return problems({
    name: lengthProblem(values.name, 2, 120) ?? (/[/?#%\\]/.test(values.name) ? NAME_MESSAGE : null),
    productNumber: number.ok ? null : number.message,
    price: priceProblem,
    salePrice: saleProblem,
    stock: !stock.ok ? stock.message : stock.value === null ? RULE_MESSAGES.required : null,
  });
}

/** Values already checked by validateInventory, as the API's numbers. */
function numbers(values: InventoryFormValues) {
  return {
    price: rialsOf(values.price) ?? 0,
    salePrice: rialsOf(values.salePrice),
    stock: wholeOf(values.stock) ?? 0,
    productNumber: wholeOf(values.productNumber),
  };
}

/** The body of POST /products/inventory; an empty product number is left for the server to give. */
export function createInventoryBody(productId: string, values: InventoryFormValues): CreateInventoryBody {
  const { productNumber, ...amounts } = numbers(values);
  return {
    productId,
    name: values.name.trim(),
    ...(productNumber === null ? {} : { productNumber }),
    colorId: values.colorId || null,
    designId: values.designId || null,
    ...amounts,
  };
}

/**
 * The body of PATCH /products/inventory/{id} (the product number cannot change). Stock goes only
 * when the admin changed it, with the version it was read at: a stock left alone is never written
 * back over the orders taken since the form opened.
 */
export function updateInventoryBody(
  values: InventoryFormValues,
  read: Pick<VersionedInventory, 'stock' | 'stockVersion'>,
): UpdateInventoryBody {
  const { price, salePrice, stock } = numbers(values);
  return {
    name: values.name.trim(),
    colorId: values.colorId || null,
    designId: values.designId || null,
    price,
    salePrice,
    ...(stock === read.stock ? {} : { stock, stockVersion: read.stockVersion }),
  };
}
