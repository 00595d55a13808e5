import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import { createShippingPriceBody, updateShippingPriceBody } from '../../orders/shipping-price';
import { admin } from './shared';

const { shippingPrices } = SUBJECTS.orders;

/** Shipping prices are configuration (admins only); customers get prices from calculate-price. */
export const shippingPriceRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/shipping-prices/create',
    subject: shippingPrices.create,
    title: 'افزودن هزینهٔ ارسال',
    summary: 'Add a Post (weight band × distance) or Peyk (cities, base + per km) price',
    body: createShippingPriceBody,
    status: 201,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/shipping-prices/find-all',
    subject: shippingPrices.list,
    summary: 'Every shipping price, enabled or not (admins)',
  }),
  route({
    ...admin,
    method: 'PUT',
    path: '/shipping-prices/update/{id}',
    subject: shippingPrices.update,
    title: 'ویرایش هزینهٔ ارسال',
    summary: 'Replace what a shipping price says',
    params: idParams,
    body: updateShippingPriceBody,
  }),
  route({
    ...admin,
    method: 'PUT',
    path: '/shipping-prices/disable/{id}',
    subject: shippingPrices.disable,
    title: 'غیرفعال کردن هزینهٔ ارسال',
    summary: 'Stop offering a shipping price',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PUT',
    path: '/shipping-prices/enable/{id}',
    subject: shippingPrices.enable,
    title: 'فعال کردن هزینهٔ ارسال',
    summary: 'Offer a shipping price again (one enabled price per method)',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
