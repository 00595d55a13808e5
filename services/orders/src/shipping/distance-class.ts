import type { DistanceClass } from '@ela/contracts';

/** A province and city, by the address book's ids. */
export interface Place {
  provinceId: number;
  cityId: number;
}

/**
 * How far a parcel goes, as the post prices it: the same city, the same province, a province
 * sharing a border with the shop's, or anywhere else.
 */
export function distanceClass(
  from: Place,
  to: Place,
  areNeighbours: (a: number, b: number) => boolean,
): DistanceClass {
  if (from.cityId === to.cityId) return 'sameCity';
  if (from.provinceId === to.provinceId) return 'sameProvince';
  if (areNeighbours(from.provinceId, to.provinceId)) return 'neighbouringProvince';
  return 'other';
}
