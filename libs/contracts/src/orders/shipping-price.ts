import { z } from 'zod';
import { idSchema, wholeNumber } from '../common.schemas';
import { wholeTomanRials } from '../catalog/money';
import { safeText } from '../text';
import type { ShippingMethod } from '../enums';

/** How far a parcel goes from the shop's city, as the post prices it. */
export const DISTANCE_CLASSES = ['sameCity', 'sameProvince', 'neighbouringProvince', 'other'] as const;
export type DistanceClass = (typeof DISTANCE_CLASSES)[number];

const rate = wholeTomanRials('نرخ ارسال');

/** Whole Rials for each distance class, each a whole Toman. */
export const distanceRates = z
  .object({ sameCity: rate, sameProvince: rate, neighbouringProvince: rate, other: rate })
  .strict();
export type DistanceRates = z.infer<typeof distanceRates>;

/** One weight band: parcels up to `upToGrams` (chargeable weight) cost `price` by distance. */
export const weightBand = z
  .object({
    upToGrams: wholeNumber()
      .pipe(z.number().min(1).max(1_000_000_000))
      .describe('Upper end of the band, inclusive'),
    price: distanceRates,
  })
  .strict();
export type WeightBand = z.infer<typeof weightBand>;

/** A city Peyk serves and how far it is from the shop's city. */
export const peykCity = z
  .object({
    cityId: wholeNumber().pipe(z.number().positive()).describe('City id as in /address/cities'),
    km: wholeNumber().pipe(z.number().min(0).max(10_000)).describe('Kilometres from the shop, as priced'),
  })
  .strict();
export type PeykCity = z.infer<typeof peykCity>;

const title = safeText().min(1).max(100).describe('Name shown to customers, e.g. پست پیشتاز');

const postPrice = z
  .object({
    method: z.literal('Post'),
    title,
    bands: z
      .array(weightBand)
      .min(1)
      .max(30)
      .refine((bands) => bands.every((b, i) => i === 0 || b.upToGrams > bands[i - 1]!.upToGrams), {
        message: 'بازه‌های وزن باید به ترتیب صعودی و بدون تکرار باشند',
      })
      .describe('Weight bands, lightest first'),
    perKgAboveLast: distanceRates.describe('Rials per started kilogram above the last band'),
  })
  .strict();

const peykPrice = z
  .object({
    method: z.literal('Peyk'),
    title,
    base: wholeTomanRials('هزینهٔ پایهٔ پیک').describe('Flat part of the price, Rials'),
    perKm: wholeTomanRials('هزینهٔ هر کیلومتر').describe('Rials per kilometre (0 for a flat price)'),
    cities: z
      .array(peykCity)
      .min(1)
      .max(500)
      .refine((cities) => new Set(cities.map((c) => c.cityId)).size === cities.length, {
        message: 'هر شهر فقط یک بار',
      })
      .describe('The only cities Peyk delivers to'),
  })
  .strict();

/** What a shipping price says, by method. */
export const shippingRates = z.discriminatedUnion('method', [postPrice, peykPrice]);
export type ShippingRates = z.infer<typeof shippingRates>;
export type PostRates = z.infer<typeof postPrice>;
export type PeykRates = z.infer<typeof peykPrice>;

/** Body of POST /shipping-prices/create; a new price is enabled unless `enabled: false`. */
export const createShippingPriceBody = z.discriminatedUnion('method', [
  postPrice.extend({ enabled: z.boolean().default(true) }).strict(),
  peykPrice.extend({ enabled: z.boolean().default(true) }).strict(),
]);
export type CreateShippingPriceBody = z.infer<typeof createShippingPriceBody>;

/** Body of PUT /shipping-prices/update/{id}: the whole price again; enabling has its own paths. */
export const updateShippingPriceBody = shippingRates;
export type UpdateShippingPriceBody = z.infer<typeof updateShippingPriceBody>;

/** A shipping price as the API answers it. */
export type ShippingPrice = ShippingRates & {
  id: string;
  enabled: boolean;
  createdAt: string;
  updatedAt: string;
};

/** Params of GET /shipping/calculate-price/{addressId}. */
export const calculateShippingParams = z.object({ addressId: idSchema }).strict();

/** One way the caller's basket can travel to the address, and what it costs. */
export interface ShippingOption {
  priceId: string;
  method: ShippingMethod;
  title: string;
  /** Whole Rials. */
  price: number;
}

/** Answer of GET /shipping/calculate-price/{addressId}. */
export interface ShippingQuote {
  addressId: string;
  distanceClass: DistanceClass;
  actualGrams: number;
  volumetricGrams: number;
  /** The greater of the two: what the post charges by. */
  chargeableGrams: number;
  /** One per enabled method that reaches the address; empty when none does. */
  options: ShippingOption[];
}
