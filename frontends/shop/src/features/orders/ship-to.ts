import type { OrderAddress } from '@ela/contracts';
import { toPersianDigits } from '@ela/web-kit';

/** Where a parcel goes, in one line: province, city, street, then plaque and unit when given. */
export function shipToText(address: OrderAddress): string {
  return [
    address.provinceName,
    address.cityName,
    address.street,
    address.plaque && `پلاک ${toPersianDigits(address.plaque)}`,
    address.unit && `واحد ${toPersianDigits(address.unit)}`,
  ]
    .filter(Boolean)
    .join('، ');
}
