import type { Place } from './distance-class';
import type { UnitMeasure } from './shipping-rules';

/** What shipping reads from configuration (see docs/decisions/shipping-weights-and-prices.md). */
export interface ShippingSettings {
  /** Where parcels leave from. */
  origin: Place;
  /** cm³ per kilogram of volumetric weight. */
  volumetricDivisor: number;
  /** What an unmeasured unit step is taken to weigh: never free, never boxed. */
  fallbackMeasure: UnitMeasure;
}

export const SHIPPING_SETTINGS = Symbol('ShippingSettings');

/**
 * How long a replica reuses the shipping tables it read (the enabled prices, the volumetric
 * entries), which every quote and every order's placement reads. A change made on another replica
 * reaches its quotes within this; an order priced with the old table in between is refused as
 * `ORDERS.TOTAL_CHANGED` when the customer saw another total.
 */
export const SHIPPING_TABLES_REUSED_MS = 5_000;

/**
 * One basket line as shipping needs it: the catalog's product and category of its inventory,
 * and the quantity in unit steps. The basket answers these (`BasketLinesSource`).
 */
export interface ShippingLine {
  productId: string;
  categoryId: string | null;
  quantity: number;
}

/** The caller's open basket, as shipping lines; provided by the basket module. */
export abstract class BasketLinesSource {
  abstract shippingLinesOf(userId: string): Promise<ShippingLine[]>;
}
