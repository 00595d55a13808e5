export * from './enums';
export * from './errors';
export * from './envelope';
export * from './idempotency';
export * from './subjects';
export * from './digits';
export * from './route';
export * from './read-budgets';
export * from './validation';
export * from './common.schemas';
export * from './text';
export * from './catalog/money';
export * from './catalog/image';
export * from './catalog/color';
export * from './catalog/design';
export * from './catalog/category';
export * from './catalog/product';
export * from './catalog/inventory';
export * from './catalog/search';
export * from './catalog/search-limits';
export * from './auth/phone-number';
export * from './auth/national-code';
export * from './auth/otp-length';
export * from './auth/phone';
export * from './auth/otp';
export * from './auth/captcha';
export * from './auth/tokens';
export * from './auth/user';
export * from './auth/address';
export * from './audit/audit-entry';
export * from './audit/audit-actions';
export * from './orders/basket';
export * from './orders/basket-pricing';
export * from './orders/discount';
export * from './auth/admin';
export {
  ROUTES,
  INTERNAL_ROUTES,
  routeOf,
  type RouteRow,
  type RouteSubject,
  type RowOf,
} from './routes/index';
export * from './access';
export * from './events/event';
export * from './events/catalog-events';
export * from './events/orders-events';
export { catalogRoutes } from './routes/catalog.routes';
export { authRoutes } from './routes/auth.routes';
export { ordersRoutes } from './routes/orders.routes';
export * from './orders/shipping';
export * from './orders/shipping-price';
export * from './orders/order';
export * from './orders/order-number';
export * from './orders/order-status-rules';
export * from './catalog/stock';
export * from './content/blog';
export * from './content/blog-category';
export * from './content/toddler';
export * from './events/content-events';
export * from './events/media-released';
export * from './media/media-in-use';
export * from './media/media-owners';
export { contentRoutes } from './routes/content.routes';
export * from './payments/payment';
export * from './payments/payment-states';
export * from './payments/payment-claims';
export * from './payments/gateway-protocols';
export * from './events/payments-events';
export { paymentRoutes } from './routes/payments.routes';
export * from './analytics/analytics-limits';
export * from './analytics/analytics-event';
export * from './analytics/analytics-queue';
export * from './analytics/analytics-reports';
export { analyticsRoutes } from './routes/analytics.routes';
export * from './nats-access';
export * from './site';
export * from './edge-views';
export * from './catalog/home-reads';
