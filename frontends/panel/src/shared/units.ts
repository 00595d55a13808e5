import type { UnitType } from '@ela/contracts';

/** How a product is sold, as an adjective: «پارچه متری». */
export const UNIT_TYPE_LABELS: Record<UnitType, string> = {
  count: 'عددی',
  half_meter: 'نیم‌متری',
  meter: 'متری',
};

/** One unit step of stock and price: «۸ نیم‌متر», «قیمت هر متر». */
export const STOCK_UNIT_LABELS: Record<UnitType, string> = {
  count: 'عدد',
  half_meter: 'نیم‌متر',
  meter: 'متر',
};
