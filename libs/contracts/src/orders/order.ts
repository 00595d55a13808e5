import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_GATEWAYS, SHIPPING_METHODS, type OrderStatus } from '../enums';
import { idSchema, listQuery } from '../common.schemas';
import { safeText } from '../text';
import type { Address } from '../auth/address';
import type { ImageRef } from '../catalog/image-files';

/** Body of POST /order: the caller's basket is the order; prices are worked out on the server. */
export const placeOrderBody = z
  .object({
    addressId: idSchema,
    shippingMethod: z.enum(SHIPPING_METHODS),
    gateway: z.enum(PAYMENT_GATEWAYS),
    discountCode: safeText().min(1).max(40).optional(),
    /**
     * The total (Rials) the customer was shown: another total now is a 409
     * `ORDERS.TOTAL_CHANGED` carrying the new breakdown, so no price change is charged unseen.
     */
    expectedTotal: z.number().int().min(0).max(1e13).optional(),
  })
  .strict();
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

/** Query of GET /order/all: the caller's own orders, newest first. */
export const listMyOrdersQuery = listQuery(['newest', 'oldest'])
  .omit({ q: true })
  .extend({ status: z.enum(ORDER_STATUSES).optional() })
  .strict();
export type ListMyOrdersQuery = z.infer<typeof listMyOrdersQuery>;

/** Up to 100 order ids, comma-separated (the orders a page of payments names). */
const orderIds = safeText()
  .transform((v) => [
    ...new Set(
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(idSchema).min(1).max(100));

/** Query of GET /order/all-by-admin. */
export const listOrdersQuery = listQuery(['newest', 'oldest', 'total'])
  .omit({ q: true })
  .extend({
    status: z.enum(ORDER_STATUSES).optional(),
    customerId: idSchema.optional(),
    ids: orderIds.optional().describe('Only these orders: up to 100 ids, comma-separated'),
    from: z.iso.datetime({ offset: true }).optional().describe('Placed at or after'),
    to: z.iso.datetime({ offset: true }).optional().describe('Placed before'),
  })
  .strict();
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>;

/** Query of GET /order/one-by-admin. */
export const orderIdQuery = z.object({ id: idSchema }).strict();

/**
 * Query of GET /order/user-search: the order whose number the term is (Persian or Western digits),
 * and orders of customers whose phone or name matches, filtered as the listing is.
 */
export const orderUserSearchQuery = listOrdersQuery
  .omit({ customerId: true, ids: true })
  .extend({
    term: safeText().min(2).max(60).describe("An order number, or part of the customer's phone or name"),
  })
  .strict();
export type OrderUserSearchQuery = z.infer<typeof orderUserSearchQuery>;

/** Iran Post's parcel tracking page, which a customer opens with the order's tracking code. */
export function postTrackingUrl(code: string): string {
  return `https://tracking.post.ir/?id=${encodeURIComponent(code)}`;
}

/** Body of PATCH /order/{id}: an admin moves an order along the transition table. */
export const changeOrderStatusBody = z
  .object({
    status: z.enum(ORDER_STATUSES),
    note: safeText().max(500).optional(),
    trackingCode: safeText().min(4).max(40).optional().describe('Post tracking code'),
  })
  .strict();
export type ChangeOrderStatusBody = z.infer<typeof changeOrderStatusBody>;

/** All amounts are whole Rials. */
export interface OrderBreakdown {
  subtotal: number;
  saleSavings: number;
  discount: number;
  shipping: number;
  total: number;
}

export interface OrderLine {
  inventoryId: string;
  productId: string;
  name: string;
  productName: string;
  /** The product's category when it was bought; orders placed before it was kept have none. */
  categoryId?: string | null;
  unitType: string;
  quantity: number;
  pricePerStep: number;
  effectivePricePerStep: number;
  lineTotal: number;
  /** The inventory's first picture when it was bought; absent or null when it had none, or for orders placed before pictures were kept. */
  image?: ImageRef | null;
}

/** One entry of an order's timeline: who moved it, when, and why. */
export interface OrderTimelineEntry {
  status: OrderStatus;
  at: string;
  /** An account id, or null when the system did it (payment window ended). */
  by: string | null;
  note: string | null;
}

/** Where the parcel goes, as the customer's address stood when the order was placed. */
export type OrderAddress = Pick<
  Address,
  | 'title'
  | 'receiverName'
  | 'receiverPhone'
  | 'provinceId'
  | 'provinceName'
  | 'cityId'
  | 'cityName'
  | 'street'
  | 'plaque'
  | 'unit'
  | 'postalCode'
>;

/** Who placed an order, as their account stood then: a phone (+98…) and the name they had given, if any. */
export interface OrderCustomer {
  phone: string;
  firstName: string | null;
  lastName: string | null;
}

export interface Order {
  id: string;
  /** A short sequential number (from 100001) that people say, type and search for. */
  number: number;
  customerId: string;
  /** Null for orders placed before it was kept. */
  customer?: OrderCustomer | null;
  status: OrderStatus;
  breakdown: OrderBreakdown;
  shippingMethod: string;
  gateway: string;
  addressId: string;
  /**
   * A copy, so a later edit or deletion in the address book does not move a parcel; null only
   * for orders placed before copies were kept.
   */
  shipTo: OrderAddress | null;
  discountCode: string | null;
  trackingCode: string | null;
  expiresAt: string | null;
  lines: OrderLine[];
  timeline: OrderTimelineEntry[];
  createdAt: string;
}

/** Answer of POST /order: where to send the customer to pay. */
export interface PlacedOrder {
  id: string;
  /** The order's short number, as on every page and message that names it. */
  number: number;
  status: OrderStatus;
  breakdown: OrderBreakdown;
  /**
   * The gateway's page for this order's payment; `url` is null when the payment could not be
   * started just now (the order stands, and its page offers to pay again with POST /payment/start).
   */
  payment: { gateway: string; url: string | null };
}
