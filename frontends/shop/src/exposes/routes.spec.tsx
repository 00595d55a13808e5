import type { RouteObject } from 'react-router';
import { AccountLayout } from '../features/account/components/account-layout';
import { AccountPage } from '../features/account/components/account-page';
import { BasketPage } from '../features/basket/components/basket-page';
import { CheckoutPage } from '../features/checkout/components/checkout-page';
import {
  MockTestReturnPage,
  ParsianReturnPage,
  ZarinpalReturnPage,
} from '../features/payments/components/payment-return-page';
import { HomePage } from '../features/catalog-home/components/home-page';
import { GiftsPage } from '../features/gifts/components/gifts-page';
import { OrderInvoicePage } from '../features/orders/components/order-invoice-page';
import { OrderPage } from '../features/orders/components/order-page';
import { OrdersPage } from '../features/orders/components/orders-page';
import { TrackOrdersPage } from '../features/orders/components/track-orders-page';
import { ProductsPage } from '../features/products/components/products-page';
import { routes } from './routes';

const componentOf = async (route: RouteObject | undefined) =>
  ((await (route?.lazy as () => Promise<{ Component: unknown }>)()) ?? {}).Component;
const byPath = (list: RouteObject[] | undefined, path: string) => list?.find((route) => route.path === path);

// The contract with the shell: routes relative to the site root, each page loaded on demand.
describe('shop routes', () => {
  it('offers the front page and the products overview', async () => {
    const [home, products] = routes;
    expect(home.index).toBe(true);
    expect(products.path).toBe('product');
    // The front page comes with the routes module itself, not as a chunk of its own.
    expect(home.Component).toBe(HomePage);
    expect(await (products.lazy as () => Promise<object>)()).toEqual({ Component: ProductsPage });
  });

  it('offers the basket, the gateways’ return pages and the profile pages of the screen table', async () => {
    expect(await componentOf(byPath(routes, 'basket'))).toBe(BasketPage);
    expect(await componentOf(byPath(routes, 'checkout'))).toBe(CheckoutPage);
    expect(await componentOf(byPath(routes, 'payment/zarinpal/verify'))).toBe(ZarinpalReturnPage);
    expect(await componentOf(byPath(routes, 'payment/parsian/verify'))).toBe(ParsianReturnPage);
    expect(await componentOf(byPath(routes, 'payment/mock/verify'))).toBe(MockTestReturnPage);
    const profile = byPath(routes, 'profile');
    expect(await componentOf(profile)).toBe(AccountLayout);
    expect(await componentOf(profile?.children?.find((route) => route.index))).toBe(AccountPage);
    expect(await componentOf(byPath(profile?.children, 'orders'))).toBe(OrdersPage);
    expect(await componentOf(byPath(profile?.children, 'orders/:id'))).toBe(OrderPage);
    expect(await componentOf(byPath(profile?.children, 'orders/:id/invoice'))).toBe(OrderInvoicePage);
    expect(await componentOf(byPath(profile?.children, 'track-orders'))).toBe(TrackOrdersPage);
    expect(await componentOf(byPath(profile?.children, 'gifts'))).toBe(GiftsPage);
  });
});
