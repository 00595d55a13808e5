/** How a product is measured when sold: whole items, half meters or meters. */
export const UNIT_TYPES = ['count', 'half_meter', 'meter'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/** How an order travels to the customer. */
export const SHIPPING_METHODS = ['Peyk', 'Post'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

/** Payment gateways the shop can send a customer to. */
export const PAYMENT_GATEWAYS = ['Zarinpal', 'Parsian', 'MockTest'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** Life of an order from checkout to the customer's door. */
export const ORDER_STATUSES = [
  'placed',
  'paid',
  'pending',
  'confirmed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Life of one payment attempt at a gateway. */
export const PAYMENT_STATUSES = ['Initial', 'Pending', 'Success', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What can sit in the recycle bin or be searched. */
export const RECYCLE_BIN_KINDS = ['inventories', 'products', 'blogs', 'product_categories'] as const;
export type RecycleBinKind = (typeof RECYCLE_BIN_KINDS)[number];

/** Who a caller is, as far as the server is concerned. */
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];
