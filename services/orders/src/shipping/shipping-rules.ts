import {
  roundDownToToman,
  type DistanceClass,
  type PeykRates,
  type PostRates,
  type ShippingOption,
  type ShippingRates,
} from '@ela/contracts';

/** The measures of one unit step, as a volumetric-weight entry holds them. */
export interface UnitMeasure {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** Entries by target, and the category tree as child → parent. */
export interface MeasureBook {
  byProduct: ReadonlyMap<string, UnitMeasure>;
  byCategory: ReadonlyMap<string, UnitMeasure>;
  parentOf: (categoryId: string) => string | null;
}

/**
 * The measure a basket line ships with: the product's own entry, else its category's, else the
 * nearest ancestor's, else `fallback` (so an unmeasured product is never shipped for free).
 */
export function measureOf(
  line: { productId: string; categoryId: string | null },
  book: MeasureBook,
  fallback: UnitMeasure,
): UnitMeasure {
  const own = book.byProduct.get(line.productId);
  if (own) return own;
  const seen = new Set<string>();
  for (let c = line.categoryId; c !== null && !seen.has(c); c = book.parentOf(c)) {
    seen.add(c); // a broken tree with a cycle must not hang a request
    const entry = book.byCategory.get(c);
    if (entry) return entry;
  }
  return fallback;
}

/**
 * Post's price for a parcel: the first band the chargeable weight fits in, by distance; above
 * the last band, the last band's price plus the per-kilogram rate for every started kilogram.
 */
export function postPrice(rates: PostRates, chargeableGrams: number, cls: DistanceClass): number {
  const band = rates.bands.find((b) => chargeableGrams <= b.upToGrams);
  if (band) return band.price[cls];
  const last = rates.bands[rates.bands.length - 1]!;
  const extraKg = (BigInt(chargeableGrams - last.upToGrams) + 999n) / 1000n;
  return exactRials(BigInt(last.price[cls]) + extraKg * BigInt(rates.perKgAboveLast[cls]));
}

/** Peyk's price to a city: base plus the city's kilometres; null where Peyk does not go. */
export function peykPrice(rates: PeykRates, cityId: number): number | null {
  const city = rates.cities.find((c) => c.cityId === cityId);
  return city ? exactRials(BigInt(rates.base) + BigInt(rates.perKm) * BigInt(city.km)) : null;
}

/**
 * What each enabled price asks for this parcel, cheapest first; a method that does not reach the
 * city (Peyk outside its cities) is left out rather than offered at 0. Rates are whole Toman, so
 * prices are too; a rate saved in part-Toman before that rule is charged the Toman below.
 */
export function shippingOffers(
  prices: readonly { id: string; rates: ShippingRates }[],
  parcel: { chargeableGrams: number; distanceClass: DistanceClass; cityId: number },
): ShippingOption[] {
  const offers: ShippingOption[] = [];
  for (const { id, rates } of prices) {
    const price =
      rates.method === 'Post'
        ? postPrice(rates, parcel.chargeableGrams, parcel.distanceClass)
        : peykPrice(rates, parcel.cityId);
    if (price !== null)
      offers.push({ priceId: id, method: rates.method, title: rates.title, price: roundDownToToman(price) });
  }
  return offers.sort((a, b) => a.price - b.price);
}

/** Products run in BigInt; a price past what JSON keeps exact is refused, never rounded. */
function exactRials(n: bigint): number {
  const rials = Number(n);
  if (!Number.isSafeInteger(rials)) throw new RangeError('shipping price out of range');
  return rials;
}
