import { SUBJECTS } from '../../subjects';
import { route, type RouteDef } from '../../route';
import { idParams } from '../../common.schemas';
import {
  calculateDiscountBody,
  createDiscountBody,
  listDiscountsQuery,
  listGiftsQuery,
  updateDiscountBody,
} from '../../orders/discount';
import { admin, user } from './shared';

const { discounts } = SUBJECTS.orders;

/**
 * Admins manage every code (a gift's code is a secret until its customer sees it); a customer
 * sees only the codes they may use and prices their own basket with one.
 */
export const discountRoutes = [
  route({
    ...admin,
    method: 'POST',
    path: '/discount',
    subject: discounts.create,
    title: 'تعریف کد تخفیف',
    summary: 'Defines a discount code: percentage or fixed, window, limits, for everyone or chosen customers',
    body: createDiscountBody,
    status: 201,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/discount/all',
    subject: discounts.list,
    summary: 'Every discount code, paged, optionally only those in one state now',
    query: listDiscountsQuery,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/discount/findAllByUsers',
    subject: discounts.gifts,
    summary: 'Discount codes given to chosen customers, optionally only one customer’s',
    query: listGiftsQuery,
  }),
  route({
    ...user,
    method: 'GET',
    path: '/discount/userDiscounts',
    subject: discounts.mine,
    summary: "The caller's gifts: codes for everyone and codes given to them, usable now",
  }),
  route({
    ...user,
    method: 'POST',
    path: '/discount/calculate',
    subject: discounts.calculate,
    client: true,
    summary: "What a code takes off the caller's basket (or the given lines): the exact breakdown",
    body: calculateDiscountBody,
  }),
  route({
    ...admin,
    method: 'GET',
    path: '/discount/{id}',
    subject: discounts.findOne,
    summary: 'One discount code with its targets and uses',
    params: idParams,
  }),
  route({
    ...admin,
    method: 'PATCH',
    path: '/discount/{id}',
    subject: discounts.update,
    title: 'ویرایش کد تخفیف',
    summary: 'Changes a discount code; uses so far stay',
    params: idParams,
    body: updateDiscountBody,
  }),
  route({
    ...admin,
    method: 'DELETE',
    path: '/discount/{id}',
    subject: discounts.remove,
    title: 'لغو کد تخفیف',
    summary: 'Withdraws a discount code; orders that used it keep their price',
    params: idParams,
  }),
] as const satisfies readonly RouteDef[];
