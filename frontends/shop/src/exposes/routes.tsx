import type { RouteObject } from 'react-router';
import { catalogRoutes } from './catalog-routes';
import { contentRoutes } from './content-routes';

/** The shop's pages, relative to where the shell mounts them (the site root). Each page is its own chunk. */
export const routes: RouteObject[] = [
  ...catalogRoutes,
  ...contentRoutes,
  {
    path: 'basket',
    lazy: async () => ({ Component: (await import('../features/basket/components/basket-page')).BasketPage }),
  },
  {
    path: 'checkout',
    lazy: async () => ({
      Component: (await import('../features/checkout/components/checkout-page')).CheckoutPage,
    }),
  },
  // The gateways' return pages: open to anyone, since a bank sends the customer back here.
  {
    path: 'payment/zarinpal/verify',
    lazy: async () => ({
      Component: (await import('../features/payments/components/payment-return-page')).ZarinpalReturnPage,
    }),
  },
  {
    path: 'payment/parsian/verify',
    lazy: async () => ({
      Component: (await import('../features/payments/components/payment-return-page')).ParsianReturnPage,
    }),
  },
  {
    path: 'payment/mock/verify',
    lazy: async () => ({
      Component: (await import('../features/payments/components/payment-return-page')).MockTestReturnPage,
    }),
  },
  {
    // The shell lets only a logged-in customer this far (its route guard).
    path: 'profile',
    lazy: async () => ({
      Component: (await import('../features/account/components/account-layout')).AccountLayout,
    }),
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('../features/account/components/account-page')).AccountPage,
        }),
      },
      {
        path: 'orders',
        lazy: async () => ({
          Component: (await import('../features/orders/components/orders-page')).OrdersPage,
        }),
      },
      {
        path: 'orders/:id',
        lazy: async () => ({
          Component: (await import('../features/orders/components/order-page')).OrderPage,
        }),
      },
      {
        path: 'orders/:id/invoice',
        lazy: async () => ({
          Component: (await import('../features/orders/components/order-invoice-page')).OrderInvoicePage,
        }),
      },
      {
        path: 'track-orders',
        lazy: async () => ({
          Component: (await import('../features/orders/components/track-orders-page')).TrackOrdersPage,
        }),
      },
      {
        path: 'gifts',
        lazy: async () => ({
          Component: (await import('../features/gifts/components/gifts-page')).GiftsPage,
        }),
      },
    ],
  },
];
